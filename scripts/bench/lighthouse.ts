/**
 * Lighthouse performance (default mobile settings: simulated slow 4G, 4× CPU slowdown) of /login
 * and /admin/payments against a RUNNING production build with the demo data:
 *
 *   npm run build && npm start                       # or: E2E_SKIP_BUILD=1 bash e2e/serve.sh 3211
 *   npx tsx scripts/bench/lighthouse.ts http://127.0.0.1:3000 [--runs 3] [--keep DIR]
 *
 * Signs in as the demo admin in Chromium for the session cookie, runs `lighthouse@12` (npx
 * fetches it) on each page `--runs` times and prints the median run's score, FCP, LCP, TBT, CLS
 * and the unused CSS/JS Lighthouse reports. Timing-dependent, so never part of `npm test`; the
 * byte budgets are (e2e/first-load.spec.ts). Chromium: CHROME_PATH, else /usr/bin/chromium.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const keepArg = process.argv.indexOf("--keep");
/** `--keep DIR`: write each page's median report there, for reading the audits' details. */
const keepDir = keepArg > 0 ? process.argv[keepArg + 1] : undefined;
const chrome =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function adminCookie(): Promise<string> {
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ baseURL: base });
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("admin@membros.dev");
    await page.getByLabel("Senha", { exact: true }).fill("Admin@123456");
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(/\/admin\//);
    const session = (await page.context().cookies()).find(
      (c) => c.name === "membros.session-token",
    );
    if (!session) throw new Error("no session cookie after signing in");
    return `${session.name}=${session.value}`;
  } finally {
    await browser.close();
  }
}

type Audit = {
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { url?: string; wastedBytes?: number }[] };
};
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };

/** One run; retried once, since headless Chromium now and then loses the trace's navigationStart (NO_NAVSTART). */
function lighthouse(url: string, cookie?: string): Report {
  try {
    return lighthouseOnce(url, cookie);
  } catch {
    console.warn(`lighthouse failed on ${url}; trying once more`);
    return lighthouseOnce(url, cookie);
  }
}

function lighthouseOnce(url: string, cookie?: string): Report {
  const dir = mkdtempSync(path.join(tmpdir(), "membros-lh-"));
  const out = path.join(dir, "report.json");
  try {
    const args = [
      "--yes",
      "lighthouse@12",
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ];
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    execFileSync("npx", args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: chrome },
    });
    return JSON.parse(readFileSync(out, "utf8")) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kib = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KiB`;
const wasted = (audit: Audit) =>
  kib((audit.details?.items ?? []).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0));

const cookie = await adminCookie();
for (const [name, pagePath, withCookie] of [
  ["/login", "/login", false],
  ["/admin/payments", "/admin/payments?page=1&per_page=10", true],
] as const) {
  const reports = Array.from({ length: runs }, () =>
    lighthouse(new URL(pagePath, base).href, withCookie ? cookie : undefined),
  );
  const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
  const median = reports.toSorted(
    (a, b) => a.categories.performance.score - b.categories.performance.score,
  )[Math.floor(runs / 2)];
  if (keepDir)
    writeFileSync(path.join(keepDir, `${name.replaceAll("/", "_")}.json`), JSON.stringify(median));
  const a = median.audits;
  console.log(
    `${name}: performance ${Math.round(median.categories.performance.score * 100)} (runs: ${scores.join(", ")}); ` +
      `FCP ${a["first-contentful-paint"].displayValue}, LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, ` +
      `CLS ${a["cumulative-layout-shift"].displayValue}, SI ${a["speed-index"].displayValue}; ` +
      `unused CSS ${wasted(a["unused-css-rules"])}, unused JS ${wasted(a["unused-javascript"])}`,
  );
}

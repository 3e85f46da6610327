/**
 * Lighthouse's performance audit (default mobile settings: simulated slow 4G, 4× CPU slowdown)
 * of /login and /admin/payments on a running production server, each page `runs` times; the
 * median run is the page's result. Used by scripts/bench/lighthouse.ts (demo data) and by
 * `npm run bench` (the benchmark's data). Runs `lighthouse@12` through npx.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's Chromium unless CHROME_PATH says otherwise. */
export const chrome =
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

export type PageScore = {
  name: string;
  score: number;
  runs: number[];
  /** FCP, LCP, TBT, CLS, SI and the unused CSS/JS, as Lighthouse displays them. */
  summary: string;
};

/** The median run's score of /login and /admin/payments (`cookie`: an admin's session). */
export function auditPages(
  base: string,
  cookie: string,
  runs: number,
  keepDir?: string,
): PageScore[] {
  return (
    [
      ["/login", "/login", false],
      ["/admin/payments", "/admin/payments?page=1&per_page=10", true],
    ] as const
  ).map(([name, pagePath, withCookie]) => {
    const reports = Array.from({ length: runs }, () =>
      lighthouse(new URL(pagePath, base).href, withCookie ? cookie : undefined),
    );
    const median = reports.toSorted(
      (a, b) => a.categories.performance.score - b.categories.performance.score,
    )[Math.floor(runs / 2)];
    if (keepDir)
      writeFileSync(
        path.join(keepDir, `${name.replaceAll("/", "_")}.json`),
        JSON.stringify(median),
      );
    const a = median.audits;
    return {
      name,
      score: Math.round(median.categories.performance.score * 100),
      runs: reports.map((r) => Math.round(r.categories.performance.score * 100)),
      summary:
        `FCP ${a["first-contentful-paint"].displayValue}, LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, ` +
        `CLS ${a["cumulative-layout-shift"].displayValue}, SI ${a["speed-index"].displayValue}; ` +
        `unused CSS ${wasted(a["unused-css-rules"])}, unused JS ${wasted(a["unused-javascript"])}`,
    };
  });
}

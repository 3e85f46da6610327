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
import { chromium } from "@playwright/test";
import { auditPages, chrome } from "./lighthouse-audit";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const keepArg = process.argv.indexOf("--keep");
/** `--keep DIR`: write each page's median report there, for reading the audits' details. */
const keepDir = keepArg > 0 ? process.argv[keepArg + 1] : undefined;

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

for (const page of auditPages(base, await adminCookie(), runs, keepDir))
  console.log(
    `${page.name}: performance ${page.score} (runs: ${page.runs.join(", ")}); ${page.summary}`,
  );

// Theme measurement (decision 0110): loads /admin/payments on two servers side by side,
// alternating, and reads from Chromium what decision 0093 read: how long React renders
// synchronously (workLoopSync) against in time slices during the load (CPU profile over CDP; the
// builds use `next build --no-mangling` so React's function names survive), the long tasks and
// style recalculations of the renderer's main thread (trace), and every change to <html>'s
// class and style attributes (MutationObserver from before the first byte).
//
// node scripts/bench/theme-hydration.mjs <runs> <cpuRate> <colorScheme> name=url name=url ...
import { createRequire } from "node:module";
const require = createRequire(new URL("../../package.json", import.meta.url));
const { chromium } = require("playwright");

const [runs, rate, scheme, ...targets] = process.argv.slice(2);
const servers = targets.map((t) => {
  const [name, url] = t.split("=");
  return { name, url };
});
const PATH = "/admin/payments?page=1&per_page=10";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});

async function session(server) {
  const context = await browser.newContext({ colorScheme: scheme, baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("admin@membros.dev");
  await page.getByLabel("Senha", { exact: true }).fill("Admin@123456");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/admin\/home/, { timeout: 60_000 });
  await page.close();
  return context;
}

function profileTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const cache = new Map();
  const kindOf = (id) => {
    if (cache.has(id)) return cache.get(id);
    let kind = null;
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const fn = byId.get(cur).callFrame.functionName;
      if (fn === "workLoopSync") {
        kind = "sync";
        break;
      }
      if (fn.startsWith("workLoopConcurrent")) {
        kind = "sliced";
        break;
      }
    }
    cache.set(id, kind);
    return kind;
  };
  const out = { sync: 0, sliced: 0 };
  profile.samples.forEach((id, i) => {
    const kind = kindOf(id);
    if (kind) out[kind] += (profile.timeDeltas[i + 1] ?? 0) / 1000;
  });
  return out;
}

function traceFigures(events) {
  const threads = events.filter(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  // The renderer that parsed the list page's HTML.
  const parse = events.find(
    (e) =>
      e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").includes("/admin/payments"),
  );
  const main = threads.find((t) => parse && t.pid === parse.pid && t.tid === parse.tid);
  if (!main) return null;
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const start = parse.ts;
  const tasks = on.filter((e) => e.name === "RunTask" && e.ts >= start - 1000);
  const long = tasks.filter((e) => e.dur > 50_000);
  const styles = on.filter((e) => e.name === "UpdateLayoutTree" && e.ts >= start);
  const big = styles.filter((e) => (e.args?.elementCount ?? 0) > 300);
  return {
    longTasks: long.length,
    longestMs: Math.max(0, ...long.map((e) => e.dur / 1000)),
    blockingMs: long.reduce((s, e) => s + (e.dur / 1000 - 50), 0),
    recalcs: styles.length,
    recalcMs: styles.reduce((s, e) => s + e.dur / 1000, 0),
    wholePageRecalcs: big.length,
    wholePageRecalcMs: big.reduce((s, e) => s + e.dur / 1000, 0),
  };
}

async function load(server, context) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const changes = [];
    window.__htmlChanges = changes;
    new MutationObserver((records) => {
      for (const r of records)
        if (r.target === document.documentElement)
          changes.push(
            `${r.attributeName}=${document.documentElement.getAttribute(r.attributeName)}`,
          );
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["class", "style"] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(rate) });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "toplevel",
      "blink.user_timing",
    ],
  });
  await cdp.send("Profiler.start");
  await page.goto(PATH);
  await page.getByRole("row").nth(1).waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const { profile } = await cdp.send("Profiler.stop");
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const changes = await page.evaluate(() => window.__htmlChanges);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((l) => {
          const e = l.getEntries();
          resolve(e[e.length - 1]?.startTime ?? null);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(null), 1000);
      }),
  );
  await page.close();
  return {
    server: server.name,
    ...profileTimes(profile),
    ...traceFigures(trace.traceEvents ?? trace),
    lcp,
    htmlChanges: changes.join(" | "),
  };
}

const contexts = [];
for (const s of servers) contexts.push(await session(s));
// Warm-up: each server compiles and caches what the first load needs.
for (let i = 0; i < servers.length; i++) await load(servers[i], contexts[i]);
const results = [];
for (let r = 0; r < Number(runs); r++) {
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  for (const i of order.slice(0, servers.length)) {
    const res = await load(servers[i], contexts[i]);
    results.push(res);
    console.log(JSON.stringify(res));
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log(`\nmedians, ${runs} loads each, CPU ${rate}x, system scheme ${scheme}`);
for (const s of servers) {
  const mine = results.filter((r) => r.server === s.name);
  const keys = [
    "sync",
    "sliced",
    "longTasks",
    "longestMs",
    "blockingMs",
    "recalcs",
    "recalcMs",
    "wholePageRecalcs",
    "wholePageRecalcMs",
    "lcp",
  ];
  console.log(
    s.name,
    Object.fromEntries(
      keys.map((k) => [k, Math.round(median(mine.map((r) => r[k] ?? NaN)) * 10) / 10]),
    ),
  );
  const seen = new Map();
  for (const r of mine) seen.set(r.htmlChanges, (seen.get(r.htmlChanges) ?? 0) + 1);
  console.log("  <html> changes:", Object.fromEntries(seen));
}
await browser.close();

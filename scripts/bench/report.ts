/**
 * docs/benchmarks.md from one run of scripts/bench/run.ts: the targets computed from
 * the figures, the endpoints with req/s and CPU per request beside the baseline's, scale, cold
 * start and hang-ups.
 */
import { cpus } from "node:os";
import { floorRows, floorTargets, type Floors } from "./floors";
import type { StormResult } from "./hang-ups";
import type { PageScore } from "./lighthouse-audit";
import { soakTargets, type SoakMinute } from "./soak";

/** One autocannon load: throughput, latency, failures, and the CPU per request it cost. */
export type Result = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpu: { server: number; database: number };
};

export function report(r: {
  setup: { rows: number; connections: number; duration: number; pool: string };
  results: { name: string; app: Result; baseline?: Result }[];
  small: Result;
  smallBase: Result;
  floor: Result;
  lightestPage: Result;
  afterHangUps: Result;
  stillActive: number;
  storm: StormResult;
  htmlBytes: number;
  firstLoads: Record<"login" | "payments", { js: number; css: number; preloadedCss: number }>;
  lighthouse: PageScore[];
  cold: { seconds: number[]; readyLine: string };
  floors: Floors;
  soak: SoakMinute[];
  minutes: number;
}): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const ms = (v: number) => `${v.toLocaleString("en")} ms`;
  const rps = (v: number) => v.toLocaleString("en", { maximumFractionDigits: 1 });
  const by = (name: string) => r.results.find((x) => x.name === name)!.app;
  const page1 = by("payments page 1");
  const cpuTotal = (x: Result) => x.cpu.server + x.cpu.database;
  const cpuCell = (x: Result) => `${x.cpu.server.toFixed(2)} + ${x.cpu.database.toFixed(2)}`;
  const coldMedian = [...r.cold.seconds].sort((a, b) => a - b)[
    Math.floor(r.cold.seconds.length / 2)
  ];
  const targets: [string, string, boolean][] = [
    [
      "page 1 at 1M rows ≥ 0.7× its throughput at 10k",
      `${(page1.rps / r.small.rps).toFixed(2)}×`,
      page1.rps / r.small.rps >= 0.7,
    ],
    [
      "page 5000 p50 ≤ 2× page 1 p50",
      `${(by("payments page 5000").p50 / Math.max(page1.p50, 1)).toFixed(2)}×`,
      by("payments page 5000").p50 <= 2 * Math.max(page1.p50, 1),
    ],
    [
      "name search p50 ≤ 1.5× page 1 p50",
      `${(by("users name search (jose)").p50 / Math.max(page1.p50, 1)).toFixed(2)}×`,
      by("users name search (jose)").p50 <= 1.5 * Math.max(page1.p50, 1),
    ],
    ...floorTargets(r.floors, r.htmlBytes),
    ...(r.soak.length ? soakTargets(r.soak) : []),
    [
      "no 5xx after 50 hang-ups",
      `${r.afterHangUps.non2xx + r.afterHangUps.errors} non-2xx/errors`,
      r.afterHangUps.non2xx + r.afterHangUps.errors === 0,
    ],
    ["50 hung-up clients leave 0 queries running", `${r.stillActive} running`, r.stillActive === 0],
    [
      "every page full after 400 early hang-ups (decision 0097)",
      `${r.storm.right}/${r.storm.asked} full, ${r.storm.wrong} wrong, ${r.storm.failed} failed`,
      r.storm.right === r.storm.asked,
    ],
    [
      "first-load JS /login ≤ 150 KiB",
      kib(r.firstLoads.login.js),
      r.firstLoads.login.js <= 150 * 1024,
    ],
    [
      "first-load JS /admin/payments ≤ 220 KiB",
      kib(r.firstLoads.payments.js),
      r.firstLoads.payments.js <= 220 * 1024,
    ],
    ...r.lighthouse.map((page): [string, string, boolean] => [
      `Lighthouse performance ≥ 95 on ${page.name} (median of ${page.runs.length})`,
      String(page.score),
      page.score >= 95,
    ]),
    ["cold start ≤ 3 s (median of 3)", `${coldMedian.toFixed(2)} s`, coldMedian <= 3],
  ];
  const rows = r.results.map(
    ({ name, app, baseline }) =>
      `| ${name} | ${rps(app.rps)} | ${ms(app.p50)} | ${ms(app.p99)} | ${app.non2xx + app.errors} | ${cpuCell(app)} | ${baseline ? `${rps(baseline.rps)} | ${ms(baseline.p50)} | ${cpuCell(baseline)} | ${(app.rps / baseline.rps).toFixed(2)}× | ${(cpuTotal(baseline) / cpuTotal(app)).toFixed(2)}×` : "– | – | – | – | –"} |`,
  );
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench/run.ts, docs/decisions/0023); the numbers below come
from the last run on this project's machine, not from CI (the benchmark never runs there).

- Data: ${r.setup.rows.toLocaleString("en")} finance items (half payments), ${(r.setup.rows / 10).toLocaleString("en")} users, ${(r.setup.rows / 100).toLocaleString("en")} meetings, seeded with generate_series.
- Load: autocannon, ${r.setup.connections} connections, ${r.setup.duration} s per endpoint after a 2 s warm-up; app and baseline use a pool of ${r.setup.pool} connections.
- App: the production build served by its standalone server (what \`npm start\` runs; decisions 0106, 0113) on PostgreSQL. Baseline: node:http + postgres.js issuing the same SQL (scripts/bench/baseline.ts) in a process of its own, without the framework or token checks; autocannon runs in a third process.
- Machine: ${process.platform}, ${cpus().length} cores shared with other work; run on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${r.minutes.toFixed(1)} min in all.

## Targets

| target | measured | met |
| --- | ---: | --- |
${targets.map(([name, value, met]) => `| ${name} | ${value} | ${met ? "yes" : "**no**"} |`).join("\n")}

## Floors

The framework's own floors and what is measured against them, in the same run at ${r.floors.connections} concurrent
clients, interleaved: ${r.floors.rounds} rounds in which every load below runs ${r.floors.seconds} s in turn, so a target and its floor
meet the same moments of a shared machine; rates, latency percentiles and CPU are over all of a load's
slices (scripts/bench/floors.ts). The API floor is an unknown /api path (the catch-all route handler's
404 envelope: no credential, no query), the page floor an unknown path (the root layout's not-found
screen), the shell floor an unknown /admin path (the signed-in admin layout with the not-found screen
inside). "× floor" is CPU per request (server + PostgreSQL) over the floor's. Errors exclude the floors' own 404s.

| endpoint | req/s | p50 | p99 | errors | CPU ms/req | × floor |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${floorRows(r.floors).join("\n")}

${
  r.soak.length
    ? `## Uptime

One node under a mixed load (list API, /admin/payments, own payments, /admin/home, the own CSV export, sign-ins) for ${r.soak.length} one-minute rounds (scripts/bench/soak.ts):

| minute | req/s | resident memory | errors |
| ---: | ---: | ---: | ---: |
${r.soak.map((m) => `| ${m.minute} | ${m.rps.toFixed(1)} | ${m.rssMiB.toFixed(0)} MiB | ${m.errors} |`).join("\n")}
`
    : ""
}
## Endpoints

CPU is milliseconds per request, server process + PostgreSQL backends (scripts/bench/cpu.ts): it moves far less
than req/s when other work shares the machine. "cost ratio" is the baseline's CPU per request over the app's.

| endpoint | app req/s | app p50 | app p99 | app errors | app CPU | baseline req/s | baseline p50 | baseline CPU | app/baseline req/s | cost ratio |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

For scale: a request that does no work (an unknown /api path: the catch-all route's
404 envelope, no credential, no query) costs ${cpuCell(r.floor)} ms of CPU and runs at ${rps(r.floor.rps)} req/s.

The server-rendered /admin/payments answers ${r.htmlBytes.toLocaleString("en")} bytes of HTML; it runs at ${(by("/admin/payments page (server-rendered)").rps / page1.rps).toFixed(2)}× the API's req/s for the same rows.
The lightest server-rendered page, /login (no query, no session), costs ${cpuCell(r.lightestPage)} ms of CPU and runs at ${rps(r.lightestPage.rps)} req/s:
${(r.lightestPage.rps / page1.rps).toFixed(2)}× the API's page 1 already, before any list is rendered (decision 0100).

${
  r.lighthouse.length
    ? `Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU slowdown), Debian's Chromium, median run (scripts/bench/lighthouse-audit.ts):
${r.lighthouse.map((page) => `${page.name} ${page.score} (runs ${page.runs.join(", ")}): ${page.summary}.`).join("\n")}

`
    : ""
}First load, gzip, every script and stylesheet the HTML references (scripts/bench/first-load.ts):
/login ${kib(r.firstLoads.login.js)} JS + ${kib(r.firstLoads.login.css)} CSS; /admin/payments ${kib(r.firstLoads.payments.js)} JS + ${kib(r.firstLoads.payments.css)} CSS${r.firstLoads.payments.preloadedCss ? ` (and ${kib(r.firstLoads.payments.preloadedCss)} of CSS preloaded, not applied: the root error and not-found screens' subset)` : ""}.

## Scale

| | req/s | p50 | p99 |
| --- | ---: | ---: | ---: |
| payments page 1 at 10,000 rows (app) | ${rps(r.small.rps)} | ${ms(r.small.p50)} | ${ms(r.small.p99)} |
| payments page 1 at 10,000 rows (baseline) | ${rps(r.smallBase.rps)} | ${ms(r.smallBase.p50)} | ${ms(r.smallBase.p99)} |
| payments page 1 at ${r.setup.rows.toLocaleString("en")} rows (app) | ${rps(page1.rps)} | ${ms(page1.p50)} | ${ms(page1.p99)} |
| payments page 5000 at ${r.setup.rows.toLocaleString("en")} rows (app) | ${rps(by("payments page 5000").rps)} | ${ms(by("payments page 5000").p50)} | ${ms(by("payments page 5000").p99)} |

- Page 1 at ${r.setup.rows.toLocaleString("en")} rows runs at ${(page1.rps / r.small.rps).toFixed(2)}× its throughput at 10,000 rows (target ≥ 0.7×).
- Page 5000 p50 is ${(by("payments page 5000").p50 / Math.max(page1.p50, 1)).toFixed(2)}× page 1 p50 (target ≤ 2×); name search p50 ${(by("users name search (jose)").p50 / Math.max(page1.p50, 1)).toFixed(2)}× (target ≤ 1.5×).

## Cold start

\`npm start\` on an existing embedded data folder, to the first \`GET /login\` 200 (scripts/bench/cold-start.ts):
${r.cold.seconds.map((x) => `${x.toFixed(2)} s`).join(", ")}. The server prints, when the database is ready: "${r.cold.readyLine}".

## Clients that hang up

50 clients asked for a slow page (page 5000 sorted by collaborator name) and hung up after 100 ms.
One second later ${r.stillActive} queries were still active in pg_stat_activity; page 1 then answered
${rps(r.afterHangUps.rps)} req/s, p50 ${ms(r.afterHangUps.p50)}, with ${r.afterHangUps.non2xx} non-2xx answers and ${r.afterHangUps.errors} errors.

Then 400 requests for a collaborator's own payments hung up within 0–15 ms of asking
(scripts/bench/hang-ups.ts; ${r.storm.hungUp} of them left before their answer), so cancels
landed while statements were parsed, ran or streamed. Of the ${r.storm.asked} ordinary requests that followed,
${r.storm.right} got their full page, ${r.storm.wrong} a wrong one and ${r.storm.failed} failed or got no answer (decision 0097).
`;
}

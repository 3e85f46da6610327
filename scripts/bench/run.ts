/**
 * `npm run bench [-- --rows 1000000 --duration 10 --connections 32 --floor-connections 16
 *   --floor-rounds 5 --floor-seconds 2 --soak 10 --lighthouse-runs 3 --skip-build]`
 *
 * Seeds BENCH_DATABASE_URL at `--rows` finance items (and a sibling database `<name>_10k` at
 * 10,000), builds the app, starts the production server (the standalone server `npm start` runs)
 * and a plain node:http + postgres.js baseline issuing the same SQL, drives both with autocannon,
 * and writes docs/benchmarks.md. Never part of `npm test` or CI. See docs/decisions/0023.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import postgres from "postgres";
import { coldStart } from "./cold-start";
import { cpuMeter, listeningPid } from "./cpu";
import { firstLoad } from "./first-load";
import { measureFloors, resultLine } from "./floors";
import { hangUpStorm } from "./hang-ups";
import { auditPages } from "./lighthouse-audit";
import { drained, ensureDatabase, run, startBaseline, startNode, stopServer } from "./processes";
import { report, type Result } from "./report";
import { scaleOut, writeScaleOut } from "./scale-out";
import { seedBench } from "./seed";
import { soak } from "./soak";
import { BENCH_SECRET, benchBearer, openBenchSession } from "./sessions";

const root = path.resolve(import.meta.dirname, "..", "..");
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const ROWS = Number(arg("rows", "1000000"));
const DURATION = Number(arg("duration", "10"));
const CONNECTIONS = Number(arg("connections", "32"));
const FLOOR_CONNECTIONS = Number(arg("floor-connections", "16"));
const SOAK_MINUTES = Number(arg("soak", "10"));
const LIGHTHOUSE_RUNS = Number(arg("lighthouse-runs", "3"));
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3311);
const BASE_PORT = Number(process.env.BENCH_BASELINE_PORT || 3312);
const POOL = process.env.DB_POOL_SIZE || "10";

const bigUrl = process.env.BENCH_DATABASE_URL;
if (!bigUrl) {
  console.error("BENCH_DATABASE_URL is required (a PostgreSQL database the benchmark may wipe).");
  process.exit(2);
}
const smallUrl = (() => {
  const u = new URL(bigUrl);
  u.pathname = `${u.pathname}_10k`;
  return u.toString();
})();

async function prepare(url: string, rows: number) {
  await ensureDatabase(url);
  await run(root, "npx", ["tsx", "--conditions=react-server", "lib/seed/cli.ts", "seed"], {
    DATABASE_URL: url,
  });
  await seedBench(url, rows);
}

const startApp = (url: string) =>
  startNode(root, url, APP_PORT, { AUTH_SECRET: BENCH_SECRET, DB_POOL_SIZE: POOL });

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION,
  connections = CONNECTIONS,
): Promise<Result> {
  const meter = cpuMeter(listeningPid(Number(new URL(url).port)));
  // A 60 s timeout: a server-rendered page under 32 connections can queue for more than
  // autocannon's default 10 s, which would count every answer as an error.
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    timeout: 60,
  });
  const cpu = meter.stop(result.requests.total);
  const r = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu,
  };
  console.log(resultLine(r));
  return r;
}

const bearer = (id: number) => benchBearer(id, [bigUrl!, smallUrl]);

async function main() {
  const started = Date.now();
  await prepare(bigUrl!, ROWS);
  await prepare(smallUrl, 10_000);
  if (!process.argv.includes("--skip-build"))
    await run(root, "npm", ["run", "build"], { NEXT_TELEMETRY_DISABLED: "1" });

  const admin = { authorization: `Bearer ${await bearer(1)}` };
  const employee = { authorization: `Bearer ${await bearer(2)}` };
  const cookie = await encode({
    token: {
      uid: "1",
      profile: "ADMIN",
      ver: 0,
      sub: "1",
      sid: await openBenchSession(1, "browser", [bigUrl!, smallUrl]),
    },
    secret: BENCH_SECRET,
    salt: "membros.session-token",
    maxAge: 8 * 3600,
  });
  const session = { cookie: `membros.session-token=${cookie}` };
  const app = (p: string) => `http://127.0.0.1:${APP_PORT}${p}`;
  const base = (p: string) => `http://127.0.0.1:${BASE_PORT}${p}`;

  const endpoints: {
    name: string;
    app: string;
    headers: Record<string, string>;
    baseline?: string;
  }[] = [
    {
      name: "payments page 1",
      app: "/api/payment-admin?page=1&per_page=10",
      headers: admin,
      baseline: "/payments?page=1",
    },
    {
      name: "payments page 5000",
      app: "/api/payment-admin?page=5000&per_page=10",
      headers: admin,
      baseline: "/payments?page=5000",
    },
    {
      name: "payments filtered (status=PAID)",
      app: "/api/payment-admin?page=1&per_page=10&status=PAID",
      headers: admin,
      baseline: "/payments?page=1&status=PAID",
    },
    {
      name: "payments sorted (value desc)",
      app: "/api/payment-admin?page=1&per_page=10&sort=value&order=desc",
      headers: admin,
      baseline: "/payments?page=1&sort=value",
    },
    {
      name: "users name search (jose)",
      app: "/api/user?page=1&per_page=10&name=jose",
      headers: admin,
      baseline: "/users?name=jose",
    },
    {
      name: "own payments (collaborator)",
      app: "/api/collaborator/payments?page=1&per_page=10",
      headers: employee,
      baseline: "/own-payments?page=1",
    },
    {
      name: "own meetings (collaborator)",
      app: "/api/collaborator/meetings?page=1&per_page=10",
      headers: employee,
      baseline: "/own-meetings",
    },
    {
      name: "/admin/payments page (server-rendered)",
      app: "/admin/payments?page=1&per_page=10",
      headers: session,
    },
  ];

  const results: { name: string; app: Result; baseline?: Result }[] = [];
  const baseline = await startBaseline(root, bigUrl!, BASE_PORT);
  let child = await startApp(bigUrl!);
  const html = await (
    await fetch(app("/admin/payments?page=1&per_page=20"), { headers: session })
  ).text();
  console.log(
    `\n${ROWS.toLocaleString("en")} finance rows, ${CONNECTIONS} connections, ${DURATION} s each, pool ${POOL}\n`,
  );
  for (const e of endpoints) {
    await load(`(warm-up) ${e.name}`, app(e.app), e.headers, 2);
    const appResult = await load(`app: ${e.name}`, app(e.app), e.headers);
    const baseResult = e.baseline ? await load(`baseline: ${e.name}`, base(e.baseline)) : undefined;
    results.push({ name: e.name, app: appResult, baseline: baseResult });
  }

  const who = { session, admin, employee };
  const floors = await measureFloors(app, who, FLOOR_CONNECTIONS, {
    rounds: Number(arg("floor-rounds", "5")),
    seconds: Number(arg("floor-seconds", "2")),
  });
  const soaked = SOAK_MINUTES
    ? await soak(app("/"), listeningPid(APP_PORT), who, SOAK_MINUTES, FLOOR_CONNECTIONS)
    : [];
  // For scale: what the server costs for a request that does no work (no credential, no query).
  const floor = await load("app: unknown /api path (404, no work)", app("/api/nenhuma-rota"));
  // The least a server-rendered page costs: /login runs no query and reads no session, yet
  // Next.js renders its root layout and form per request (the nonce CSP makes every page dynamic).
  const lightestPage = await load("app: /login (server-rendered, no query)", app("/login"));

  // Let the last load drain before the hang-up test, so what follows measures only the hang-ups.
  await drained(app("/api/payment-admin?page=1&per_page=10"), admin);
  const firstLoads = {
    login: await firstLoad(app("/login")),
    payments: await firstLoad(app("/admin/payments?page=1&per_page=10"), session.cookie),
  };
  // In the browser, on an idle server: the pages as a phone on slow 4G gets them.
  const lighthouse = LIGHTHOUSE_RUNS ? auditPages(app(""), session.cookie, LIGHTHOUSE_RUNS) : [];
  for (const page of lighthouse)
    console.log(
      `lighthouse ${page.name}: ${page.score} (runs ${page.runs.join(", ")}); ${page.summary}`,
    );
  // 50 clients ask for a slow deep page and hang up; the pool must recover at once.
  const slow = app("/api/payment-admin?page=5000&per_page=10&sort=user&order=asc");
  await Promise.allSettled(
    Array.from({ length: 50 }, async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      await fetch(slow, { headers: admin, signal: controller.signal });
    }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const observer = postgres(bigUrl!, { onnotice: () => {}, max: 1 });
  const [{ n: stillActive }] = await observer<
    { n: number }[]
  >`select count(*)::int n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`;
  await observer.end();
  const afterHangUps = await load(
    "app: payments page 1 after 50 hang-ups",
    app("/api/payment-admin?page=1&per_page=10"),
    admin,
    5,
  );
  const storm = await hangUpStorm(app("/api/collaborator/payments?page=1&per_page=10"), employee);
  console.log(
    `early hang-ups: ${storm.hungUp} hung up; then ${storm.right}/${storm.asked} full pages, ${storm.wrong} wrong, ${storm.failed} failed`,
  );
  await stopServer(child, APP_PORT);
  await baseline.close();

  const smallBaseline = await startBaseline(root, smallUrl, BASE_PORT);
  child = await startApp(smallUrl);
  await load("(warm-up) 10k", app("/api/payment-admin?page=1&per_page=10"), admin, 2);
  const small = await load(
    "app: payments page 1 at 10k rows",
    app("/api/payment-admin?page=1&per_page=10"),
    admin,
  );
  const smallBase = await load("baseline: payments page 1 at 10k rows", base("/payments?page=1"));
  await stopServer(child, APP_PORT);
  await smallBaseline.close();

  const cold = await coldStart(APP_PORT);
  console.log(
    `cold start (npm start → first /login 200): ${cold.seconds.map((s) => s.toFixed(2)).join(", ")} s`,
  );

  writeFileSync(
    path.join(root, "docs", "benchmarks.md"),
    report({
      setup: { rows: ROWS, connections: CONNECTIONS, duration: DURATION, pool: POOL },
      results,
      small,
      smallBase,
      floor,
      lightestPage,
      afterHangUps,
      stillActive,
      storm,
      htmlBytes: Buffer.byteLength(html),
      firstLoads,
      lighthouse,
      cold,
      floors,
      soak: soaked,
      minutes: (Date.now() - started) / 60000,
    }),
  );
  writeScaleOut(await scaleOut(bigUrl!, ROWS, CONNECTIONS, DURATION));
  console.log("\nwritten: docs/benchmarks.md");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

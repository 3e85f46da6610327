/**
 * `npm run bench [-- --rows 1000000 --duration 10 --connections 32 --skip-build]`
 *
 * Seeds BENCH_DATABASE_URL at `--rows` finance items (and a sibling database `<name>_10k` at
 * 10,000), builds the app, starts the production server (`next start`) and a plain node:http +
 * postgres.js baseline issuing the same SQL, drives both with autocannon, and writes
 * docs/benchmarks.md. Never part of `npm test` or CI. See docs/decisions/0023.
 *
 * While both exist, the API door (`node server/start.mjs`, decision 0098) runs beside `next start`
 * on the same build and database, endpoint by endpoint, and the comparison goes to
 * BENCH_COMPARE_OUT (default .tmp/bench/door-vs-next.md).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { SignJWT } from "jose";
import { encode } from "next-auth/jwt";
import postgres from "postgres";
import { coldStart } from "./cold-start";
import { cpuMeter, listeningPid } from "./cpu";
import { cpus } from "node:os";
import { firstLoad } from "./first-load";
import { hangUpStorm } from "./hang-ups";
import { stopServer } from "./processes";
import { report, type Result } from "./report";
import { seedBench } from "./seed";

const root = path.resolve(import.meta.dirname, "..", "..");
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const ROWS = Number(arg("rows", "1000000"));
const DURATION = Number(arg("duration", "10"));
const CONNECTIONS = Number(arg("connections", "32"));
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3311);
const BASE_PORT = Number(process.env.BENCH_BASELINE_PORT || 3312);
const DOOR_PORT = Number(process.env.BENCH_DOOR_PORT || 3313);
const SECRET = "membros-bench-secret-not-for-production";
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

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function ensureDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const sql = postgres(u.toString(), { onnotice: () => {}, max: 1 });
  const [found] = await sql`select 1 from pg_database where datname = ${name}`;
  if (!found) await sql.unsafe(`create database "${name}"`);
  await sql.end();
}

async function prepare(url: string, rows: number) {
  await ensureDatabase(url);
  await run("npx", ["tsx", "--conditions=react-server", "lib/seed/cli.ts", "seed"], {
    DATABASE_URL: url,
  });
  await seedBench(url, rows);
}

type Server = "next" | "door";
const portOf = (server: Server) => (server === "next" ? APP_PORT : DOOR_PORT);
/** The command that serves the build: Next.js's own server, or the API door in front of it. */
const serverCommand = (server: Server, port: number): [string, string[]] =>
  server === "next"
    ? ["./node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"]]
    : ["node", ["server/start.mjs", "-p", String(port), "-H", "127.0.0.1"]];

async function startApp(url: string, server: Server = "next"): Promise<ChildProcess> {
  const port = portOf(server);
  const [command, args] = serverCommand(server, port);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: url,
      AUTH_SECRET: SECRET,
      DB_POOL_SIZE: POOL,
      NODE_ENV: "production",
    },
    detached: true,
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${server} did not start in 60 s`);
}

/** The baseline in a process of its own (scripts/bench/baseline.ts), as the app has one. */
async function startBaseline(url: string): Promise<{ close: () => Promise<void> }> {
  const child = spawn("npx", ["tsx", "scripts/bench/baseline.ts", url, String(BASE_PORT)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    child.on("exit", (code) => reject(new Error(`the baseline exited ${code}`)));
  });
  return { close: () => stopServer(child, BASE_PORT) };
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION,
): Promise<Result> {
  const meter = cpuMeter(listeningPid(Number(new URL(url).port)));
  // A 60 s timeout: a server-rendered page under 32 connections can queue for more than
  // autocannon's default 10 s, which would count every answer as an error.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
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
  console.log(
    `${name.padEnd(44)} ${r.rps.toFixed(1).padStart(8)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}  cpu ${cpu.server.toFixed(2)} + ${cpu.database.toFixed(2)} ms/req`,
  );
  return r;
}

/** Waits until one request answers within a second (the server has worked off its queue). */
async function drained(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 120; i++) {
    const started = Date.now();
    await fetch(url, { headers });
    if (Date.now() - started < 1000) return;
  }
}

/**
 * A server-side session row (decision 0032) for user `id` in both bench databases, so the signed
 * token or cookie that carries its id is accepted; without it every call would answer 401.
 */
async function openBenchSession(id: number, kind: "api" | "browser"): Promise<string> {
  const sid = `bench-${kind}-${id}-${Date.now()}`;
  for (const url of [bigUrl!, smallUrl]) {
    const sql = postgres(url, { onnotice: () => {}, max: 1 });
    await sql`insert into user_sessions (id, user_id, kind, expires_at) values (${sid}, ${id}, ${kind}, now() + interval '8 hours')`;
    await sql.end();
  }
  return sid;
}

const bearer = async (id: number) =>
  new SignJWT({ ver: 0, sid: await openBenchSession(id, "api") })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(id))
    .setAudience("membros-api")
    .setIssuedAt()
    .setExpirationTime("8h")
    .sign(new TextEncoder().encode(SECRET));

async function main() {
  const started = Date.now();
  await prepare(bigUrl!, ROWS);
  await prepare(smallUrl, 10_000);
  if (!process.argv.includes("--skip-build"))
    await run("npx", ["next", "build"], { NEXT_TELEMETRY_DISABLED: "1" });

  const admin = { authorization: `Bearer ${await bearer(1)}` };
  const employee = { authorization: `Bearer ${await bearer(2)}` };
  const cookie = await encode({
    token: {
      uid: "1",
      profile: "ADMIN",
      ver: 0,
      sub: "1",
      sid: await openBenchSession(1, "browser"),
    },
    secret: SECRET,
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

  const door = (p: string) => `http://127.0.0.1:${DOOR_PORT}${p}`;
  const results: { name: string; app: Result; door: Result; baseline?: Result }[] = [];
  const baseline = await startBaseline(bigUrl!);
  let child = await startApp(bigUrl!);
  let doorChild = await startApp(bigUrl!, "door");
  const html = await (
    await fetch(app("/admin/payments?page=1&per_page=10"), { headers: session })
  ).text();
  console.log(
    `\n${ROWS.toLocaleString("en")} finance rows, ${CONNECTIONS} connections, ${DURATION} s each, pool ${POOL}\n`,
  );
  /** The same load on `next start` and on the door, side by side; which goes first alternates. */
  const both = async (name: string, path: string, headers: Record<string, string>, n: number) => {
    const measure = async (server: Server) => {
      const url = server === "next" ? app(path) : door(path);
      await load(`(warm-up) ${server}: ${name}`, url, headers, 2);
      return load(`${server === "next" ? "next start" : "door"}: ${name}`, url, headers);
    };
    const [first, second]: Server[] = n % 2 === 0 ? ["next", "door"] : ["door", "next"];
    const a = await measure(first);
    const b = await measure(second);
    return first === "next" ? { app: a, door: b } : { app: b, door: a };
  };
  for (const [n, e] of endpoints.entries()) {
    const measured = await both(e.name, e.app, e.headers, n);
    const baseResult = e.baseline ? await load(`baseline: ${e.name}`, base(e.baseline)) : undefined;
    results.push({ name: e.name, ...measured, baseline: baseResult });
  }

  // For scale: what the server costs for a request that does no work (no credential, no query).
  const floors = await both("unknown /api path (404, no work)", "/api/nenhuma-rota", {}, 0);
  // The least a server-rendered page costs: /login runs no query and reads no session, yet
  // Next.js renders its root layout and form per request (the nonce CSP makes every page dynamic).
  const lightest = await both("/login (server-rendered, no query)", "/login", {}, 1);
  const floor = floors.app;
  const lightestPage = lightest.app;

  const firstLoads = {
    login: await firstLoad(app("/login")),
    payments: await firstLoad(app("/admin/payments?page=1&per_page=10"), session.cookie),
  };
  /** Clients that hang up: the pool must recover at once and nobody may get a wrong page. */
  const hangUps = async (server: Server) => {
    const at = server === "next" ? app : door;
    // Let the last load drain, so what follows measures only the hang-ups.
    await drained(at("/api/payment-admin?page=1&per_page=10"), admin);
    // 50 clients ask for a slow deep page and hang up; the pool must recover at once.
    const slow = at("/api/payment-admin?page=5000&per_page=10&sort=user&order=asc");
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
      `${server}: payments page 1 after 50 hang-ups`,
      at("/api/payment-admin?page=1&per_page=10"),
      admin,
      5,
    );
    const storm = await hangUpStorm(at("/api/collaborator/payments?page=1&per_page=10"), employee);
    console.log(
      `${server}: ${stillActive} queries still active 1 s after 50 hang-ups; early hang-ups: ${storm.hungUp} hung up; then ${storm.right}/${storm.asked} full pages, ${storm.wrong} wrong, ${storm.failed} failed`,
    );
    return { stillActive, afterHangUps, storm };
  };
  const nextHangUps = await hangUps("next");
  const doorHangUps = await hangUps("door");
  const { stillActive, afterHangUps, storm } = nextHangUps;
  await stopServer(child, APP_PORT);
  await stopServer(doorChild, DOOR_PORT);
  await baseline.close();

  const smallBaseline = await startBaseline(smallUrl);
  child = await startApp(smallUrl);
  doorChild = await startApp(smallUrl, "door");
  const smallBoth = await both(
    "payments page 1 at 10k rows",
    "/api/payment-admin?page=1&per_page=10",
    admin,
    0,
  );
  const small = smallBoth.app;
  const smallBase = await load("baseline: payments page 1 at 10k rows", base("/payments?page=1"));
  await stopServer(child, APP_PORT);
  await stopServer(doorChild, DOOR_PORT);
  await smallBaseline.close();

  const cold = await coldStart(APP_PORT, 3, serverCommand("next", APP_PORT));
  console.log(
    `cold start (next start → first /login 200): ${cold.seconds.map((s) => s.toFixed(2)).join(", ")} s`,
  );
  const doorCold = await coldStart(DOOR_PORT, 3, serverCommand("door", DOOR_PORT));
  console.log(
    `cold start (node server/start.mjs → first /login 200): ${doorCold.seconds.map((s) => s.toFixed(2)).join(", ")} s`,
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
      cold,
      minutes: (Date.now() - started) / 60000,
    }),
  );
  console.log("\nwritten: docs/benchmarks.md");
  const compareOut =
    process.env.BENCH_COMPARE_OUT || path.join(root, ".tmp", "bench", "door-vs-next.md");
  mkdirSync(path.dirname(compareOut), { recursive: true });
  writeFileSync(
    compareOut,
    comparison({
      rows: ROWS,
      rowsByName: [
        ...results,
        { name: "unknown /api path (404, no work)", ...floors },
        { name: "/login (server-rendered, no query)", ...lightest },
        { name: "payments page 1 at 10k rows", ...smallBoth, baseline: smallBase },
      ],
      hangUps: { next: nextHangUps, door: doorHangUps },
      cold: { next: cold.seconds, door: doorCold.seconds },
      minutes: (Date.now() - started) / 60000,
    }),
  );
  console.log(`written: ${compareOut}`);
}

/** The door against `next start`, endpoint by endpoint, from one run (decision 0106). */
function comparison(r: {
  rows: number;
  rowsByName: { name: string; app: Result; door: Result; baseline?: Result }[];
  hangUps: Record<
    Server,
    { stillActive: number; afterHangUps: Result; storm: Awaited<ReturnType<typeof hangUpStorm>> }
  >;
  cold: Record<Server, number[]>;
  minutes: number;
}): string {
  const rps = (v: number) => v.toLocaleString("en", { maximumFractionDigits: 0 });
  const cpu = (x: Result) => `${x.cpu.server.toFixed(2)} + ${x.cpu.database.toFixed(2)}`;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const lines = r.rowsByName.map(
    ({ name, app: next, door, baseline }) =>
      `| ${name} | ${rps(door.rps)} | ${door.p50} / ${door.p99} | ${cpu(door)} | ${rps(next.rps)} | ${next.p50} / ${next.p99} | ${cpu(next)} | ${(next.rps / door.rps).toFixed(2)}× | ${(next.cpu.server / door.cpu.server).toFixed(2)}× | ${baseline ? `${(door.rps / baseline.rps).toFixed(2)}× / ${(next.rps / baseline.rps).toFixed(2)}×` : "–"} |`,
  );
  const hang = (server: Server) => {
    const h = r.hangUps[server];
    return `| ${server === "next" ? "`next start`" : "the door"} | ${h.stillActive} | ${h.afterHangUps.non2xx} / ${h.afterHangUps.errors} | ${rps(h.afterHangUps.rps)} | ${h.storm.right}/${h.storm.asked} full, ${h.storm.wrong} wrong, ${h.storm.failed} failed (${h.storm.hungUp} hung up) |`;
  };
  return `# The API door against \`next start\`

One \`npm run bench\` run (scripts/bench/run.ts), ${r.rows.toLocaleString("en")} finance rows on PostgreSQL, the
same build and database, ${CONNECTIONS} connections, ${DURATION} s per endpoint after a 2 s warm-up,
pool ${POOL}; the two servers measured one after the other per endpoint (the order alternates), each
in a process of its own; ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${r.minutes.toFixed(1)} min in all,
on ${cpus().length} cores shared with other work. CPU is ms per request, server process + PostgreSQL backends.

| endpoint | door req/s | door p50 / p99 ms | door CPU | next req/s | next p50 / p99 ms | next CPU | next/door req/s | next/door server CPU | vs baseline req/s (door / next) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join("\n")}

Hang-ups (50 clients leave a slow page after 100 ms; then 400 leave within 0–15 ms):

| server | queries still active 1 s later | non-2xx / errors after | page 1 req/s after | then 200 ordinary requests |
| --- | ---: | ---: | ---: | --- |
${hang("door")}
${hang("next")}

Cold start on the embedded database, to the first /login 200 (median of 3): the door ${median(r.cold.door).toFixed(2)} s (${r.cold.door.map((s) => s.toFixed(2)).join(", ")}),
\`next start\` ${median(r.cold.next).toFixed(2)} s (${r.cold.next.map((s) => s.toFixed(2)).join(", ")}).
`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

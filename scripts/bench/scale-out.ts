/**
 * Scale-out: the same two calls (the admin's payment list, page 1, and a collaborator's own
 * payments) through one node and through two nodes of the standalone server on one PostgreSQL
 * database, in the same run on the same machine. "Two nodes" is two autocannon runs at once, one
 * per node with half the connections each (the clients alternate nodes, as behind a balancer).
 * Writes its section of docs/benchmarks.md. Run by run.ts after the main benchmark, or alone on an
 * already seeded database: `BENCH_DATABASE_URL=… npx tsx scripts/bench/scale-out.ts [--rows N]`.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cpuMeter, listeningPid } from "./cpu";
import { startNode, stopServer } from "./processes";
import { seedBench } from "./seed";
import { BENCH_SECRET, benchBearer } from "./sessions";

type Side = { rps: number; p50: number; p99: number; errors: number; cpuMs: number };
export type ScaleOut = {
  rows: number;
  cores: number;
  cpuModel: string;
  connections: number;
  duration: number;
  calls: { name: string; one: Side; two: Side }[];
};

const root = path.resolve(import.meta.dirname, "..", "..");
const PORTS = [3321, 3322];
const MARK = "<!-- scale-out -->";

async function drive(
  urls: string[],
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<Side> {
  const meters = urls.map((url) => cpuMeter(listeningPid(Number(new URL(url).port))));
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        headers,
        connections: Math.max(1, Math.round(connections / urls.length)),
        duration,
        timeout: 60,
      }),
    ),
  );
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const cpu = meters.map((meter) => meter.stop(total));
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    // The slower node's percentiles: what a client behind the balancer may meet.
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    // Server CPU of all nodes per request, plus PostgreSQL's (counted once: one server).
    cpuMs: cpu.reduce((sum, c) => sum + c.server, 0) + cpu[0].database,
  };
}

export async function scaleOut(
  url: string,
  rows: number,
  connections: number,
  duration: number,
): Promise<ScaleOut> {
  const admin = { authorization: `Bearer ${await benchBearer(1, [url])}` };
  const employee = { authorization: `Bearer ${await benchBearer(2, [url])}` };
  const env = { AUTH_SECRET: BENCH_SECRET, DB_POOL_SIZE: process.env.DB_POOL_SIZE || "10" };
  const nodes = [];
  for (const port of PORTS) nodes.push(await startNode(root, url, port, env));
  const at = (port: number, route: string) => `http://127.0.0.1:${port}${route}`;
  const calls = [
    {
      name: "payments page 1 (admin)",
      route: "/api/payment-admin?page=1&per_page=10",
      headers: admin,
    },
    {
      name: "own payments (collaborator)",
      route: "/api/collaborator/payments?page=1&per_page=10",
      headers: employee,
    },
  ];
  const measured: ScaleOut["calls"] = [];
  try {
    for (const call of calls) {
      await drive(
        PORTS.map((p) => at(p, call.route)),
        call.headers,
        connections,
        2,
      );
      const one = await drive([at(PORTS[0], call.route)], call.headers, connections, duration);
      const two = await drive(
        PORTS.map((p) => at(p, call.route)),
        call.headers,
        connections,
        duration,
      );
      console.log(
        `scale-out ${call.name}: one node ${one.rps.toFixed(0)} req/s, two nodes ${two.rps.toFixed(0)} req/s (${(two.rps / one.rps).toFixed(2)}×)`,
      );
      measured.push({ name: call.name, one, two });
    }
  } finally {
    for (const [index, node] of nodes.entries()) await stopServer(node, PORTS[index]);
  }
  return {
    rows,
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? "?",
    connections,
    duration,
    calls: measured,
  };
}

export function scaleOutSection(r: ScaleOut): string {
  const row = (name: string, one: Side, two: Side) =>
    `| ${name} | ${one.rps.toFixed(0)} | ${two.rps.toFixed(0)} | **${(two.rps / one.rps).toFixed(2)}×** | ${one.p50} / ${one.p99} | ${two.p50} / ${two.p99} | ${one.cpuMs.toFixed(2)} / ${two.cpuMs.toFixed(2)} | ${one.errors + two.errors} |`;
  return `${MARK}
## Scale-out: one node against two

${r.rows.toLocaleString("en")} finance rows. ${r.cores} cores (${r.cpuModel}); PostgreSQL, both nodes and the load generator share them. ${r.connections} connections in all (two nodes: half each), ${r.duration} s per side, the same database and build, in one run (\`scripts/bench/scale-out.ts\`).

| call | one node req/s | two nodes req/s | ratio | p50 / p99 ms, one | p50 / p99 ms, two | CPU ms/request (app + PostgreSQL), one / two | errors |
| --- | ---: | ---: | ---: | --- | --- | --- | ---: |
${r.calls.map((c) => row(c.name, c.one, c.two)).join("\n")}

On one machine a second node can only use cores the first one left idle; the ratio says how much of a core one node leaves unused, and the CPU per request (all nodes and PostgreSQL) what each request costs wherever it runs. Sizing in docs/deploy.md is derived from these figures.
${MARK}`;
}

/** Replaces (or appends) the scale-out section of docs/benchmarks.md. */
export function writeScaleOut(r: ScaleOut): void {
  const file = path.join(root, "docs", "benchmarks.md");
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(MARK);
  const end = text.lastIndexOf(MARK);
  const section = scaleOutSection(r);
  writeFileSync(
    file,
    start >= 0 && end > start
      ? `${text.slice(0, start)}${section}${text.slice(end + MARK.length)}`
      : `${text.trimEnd()}\n\n${section}\n`,
  );
}

if (process.argv[1]?.endsWith("scale-out.ts")) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error("BENCH_DATABASE_URL is required (a PostgreSQL database the benchmark may wipe).");
    process.exit(2);
  }
  const at = (name: string, fallback: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const rows = Number(at("rows", "1000000"));
  // Migrations and the base rows (as run.ts's prepare), then the bench data at this scale.
  execFileSync("npx", ["tsx", "--conditions=react-server", "lib/seed/cli.ts", "seed"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
  await seedBench(url, rows);
  const result = await scaleOut(
    url,
    rows,
    Number(at("connections", "32")),
    Number(at("duration", "10")),
  );
  writeScaleOut(result);
  console.log("written: the scale-out section of docs/benchmarks.md");
}

/**
 * The framework's floors and the pages and calls measured against them, all in one run at the
 * same concurrency: an empty route handler (the API floor: an unknown /api path answers the
 * catch-all's 404 envelope, no credential, no query), a public page rendering nothing (the page
 * floor: an unknown path's not-found screen in the root layout) and the admin shell rendering
 * nothing (the shell floor: an unknown /admin path, the signed-in layout with its not-found
 * inside). Each target is a multiple of its floor's CPU per request, so it holds on any machine.
 */
import autocannon from "autocannon";
import { cpuMeter, listeningPid } from "./cpu";
import type { Result } from "./report";

export type Floors = {
  connections: number;
  /** How the loads were interleaved: `rounds` passes over every load, about `seconds` each. */
  rounds: number;
  seconds: number;
  apiFloor: Result;
  pageFloor: Result;
  shellFloor: Result;
  login: Result;
  /** Page 1 as the menu opens it: the spec's default of 10 rows. */
  paymentsPage: Result;
  /** The same with 20 rows, the page whose HTML has a budget. */
  paymentsPage20: Result;
  /** The same screen with a filter that matches nobody: its frame without rows. */
  emptyPaymentsPage: Result;
  homePage: Result;
  listApi: Result;
  ownPayments: Result;
  ownMeetings: Result;
};

type Who = Record<"session" | "admin" | "employee", Record<string, string>>;
type Measured = Exclude<keyof Floors, "connections" | "rounds" | "seconds">;

/** One load as a line of the run's console output. */
export const resultLine = (r: Result) =>
  `${r.name.padEnd(44)} ${r.rps.toFixed(1).padStart(8)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}  cpu ${r.cpu.server.toFixed(2)} + ${r.cpu.database.toFixed(2)} ms/req`;

/** One short load: its requests, every answer's latency, its time, and the CPU (ms) it cost. */
type Slice = {
  requests: number;
  non2xx: number;
  errors: number;
  latencies: number[];
  ms: number;
  server: number;
  database: number;
};

/**
 * `amount` requests, every one answered before it ends: a load cut off by time would leave
 * requests in flight whose CPU the next load's meter would count.
 */
async function slice(
  url: string,
  headers: Record<string, string>,
  connections: number,
  amount: number,
): Promise<Slice> {
  const meter = cpuMeter(listeningPid(Number(new URL(url).port)));
  const latencies: number[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, amount, headers, timeout: 60 }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    run.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const ms = performance.now() - started;
  const spent = meter.stop(1);
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencies,
    ms,
    server: spent.server,
    database: spent.database,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) * p)] * 10) / 10 : 0;

function merged(name: string, slices: Slice[]): Result {
  const sum = (pick: (s: Slice) => number) => slices.reduce((total, s) => total + pick(s), 0);
  const requests = Math.max(
    sum((s) => s.requests),
    1,
  );
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  return {
    name,
    rps: (requests * 1000) / sum((s) => s.ms),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    non2xx: sum((s) => s.non2xx),
    errors: sum((s) => s.errors),
    cpu: { server: sum((s) => s.server) / requests, database: sum((s) => s.database) / requests },
  };
}

/**
 * Every load runs in `rounds` short slices (about `seconds` each), one load after another within a round, so that
 * whatever else the machine does at a moment weighs on a target and its floor alike: a ratio
 * compares loads measured seconds apart, not minutes apart.
 */
export async function measureFloors(
  app: (path: string) => string,
  who: Who,
  connections: number,
  { rounds = 5, seconds = 2 }: { rounds?: number; seconds?: number } = {},
): Promise<Floors> {
  const loads: [Measured, string, string, Record<string, string>][] = [
    ["apiFloor", "API floor (empty route handler)", "/api/nenhuma-rota", {}],
    ["pageFloor", "page floor (public, renders nothing)", "/nenhuma-pagina", {}],
    ["shellFloor", "shell floor (admin shell, nothing)", "/admin/nenhuma-pagina", who.session],
    ["login", "/login", "/login", {}],
    [
      "paymentsPage",
      "/admin/payments page 1 (10 rows)",
      "/admin/payments?page=1&per_page=10",
      who.session,
    ],
    [
      "paymentsPage20",
      "/admin/payments page 1 (20 rows)",
      "/admin/payments?page=1&per_page=20",
      who.session,
    ],
    [
      "emptyPaymentsPage",
      "/admin/payments, no rows (filtered)",
      "/admin/payments?page=1&per_page=20&name=ninguem-assim",
      who.session,
    ],
    ["homePage", "/admin/home", "/admin/home", who.session],
    ["listApi", "list API page 1 (20 rows)", "/api/payment-admin?page=1&per_page=20", who.admin],
    [
      "ownPayments",
      "own payments (API)",
      "/api/collaborator/payments?page=1&per_page=10",
      who.employee,
    ],
    [
      "ownMeetings",
      "own meetings (API)",
      "/api/collaborator/meetings?page=1&per_page=10",
      who.employee,
    ],
  ];
  // A warm-up of `seconds` each (not counted), which also sizes the load's slices.
  const amounts = new Map<Measured, number>();
  for (const [key, , path, headers] of loads) {
    const warm = await autocannon({ url: app(path), connections, duration: seconds, headers });
    amounts.set(key, Math.max(connections * 2, warm.requests.total));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the warm-ups' last answers
  const slices = new Map<Measured, Slice[]>(loads.map(([key]) => [key, []]));
  for (let round = 0; round < rounds; round++)
    for (const [key, , path, headers] of loads)
      slices.get(key)!.push(await slice(app(path), headers, connections, amounts.get(key)!));
  const results = Object.fromEntries(
    loads.map(([key, name]) => [key, merged(name, slices.get(key)!)]),
  ) as Record<Measured, Result>;
  for (const r of Object.values(results)) console.log(resultLine(r));
  return { connections, rounds, seconds, ...results };
}

const cpu = (r: Result) => r.cpu.server + r.cpu.database;

/** The rows of the floors' table and the targets they decide. */
export function floorTargets(f: Floors, htmlBytes: number): [string, string, boolean][] {
  const times = (r: Result, floor: Result) => cpu(r) / cpu(floor);
  const tail = (r: Result) => r.p99 / Math.max(r.p50, 1);
  const x = (v: number) => `${v.toFixed(2)}×`;
  return [
    [
      "/admin/payments page 1 (10 rows, the default) CPU ≤ 1.5× the shell floor",
      x(times(f.paymentsPage, f.shellFloor)),
      times(f.paymentsPage, f.shellFloor) <= 1.5,
    ],
    [
      "/admin/home CPU ≤ 2× the shell floor",
      x(times(f.homePage, f.shellFloor)),
      times(f.homePage, f.shellFloor) <= 2,
    ],
    [
      "own payments (API) CPU ≤ 2× the API floor",
      x(times(f.ownPayments, f.apiFloor)),
      times(f.ownPayments, f.apiFloor) <= 2,
    ],
    [
      "own meetings (API) CPU ≤ 2× the API floor",
      x(times(f.ownMeetings, f.apiFloor)),
      times(f.ownMeetings, f.apiFloor) <= 2,
    ],
    [
      "the 20-row list page's HTML ≤ 64 KB",
      `${(htmlBytes / 1000).toFixed(1)} KB`,
      htmlBytes <= 64_000,
    ],
    [`list API p99 ≤ 3× p50 (${f.connections} clients)`, x(tail(f.listApi)), tail(f.listApi) <= 3],
    [
      `/admin/payments p99 ≤ 3× p50 (${f.connections} clients)`,
      x(tail(f.paymentsPage)),
      tail(f.paymentsPage) <= 3,
    ],
  ];
}

export function floorRows(f: Floors): string[] {
  const floorOf: [Result, Result | null][] = [
    [f.apiFloor, null],
    [f.pageFloor, null],
    [f.shellFloor, null],
    [f.login, f.pageFloor],
    [f.paymentsPage, f.shellFloor],
    [f.paymentsPage20, f.shellFloor],
    [f.emptyPaymentsPage, f.shellFloor],
    [f.homePage, f.shellFloor],
    [f.listApi, f.apiFloor],
    [f.ownPayments, f.apiFloor],
    [f.ownMeetings, f.apiFloor],
  ];
  return floorOf.map(
    ([r, floor]) =>
      `| ${r.name} | ${r.rps.toFixed(1)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.cpu.server.toFixed(2)} + ${r.cpu.database.toFixed(2)} | ${floor ? `${(cpu(r) / cpu(floor)).toFixed(2)}× ${floor.name.split(" (")[0]}` : "–"} |`,
  );
}

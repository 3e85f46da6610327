/**
 * The framework's floors and the pages and calls measured against them, all in one run at the
 * same concurrency: an empty route handler (the API floor: an unknown /api path answers the
 * catch-all's 404 envelope, no credential, no query), a public page rendering nothing (the page
 * floor: an unknown path's not-found screen in the root layout) and the admin shell rendering
 * nothing (the shell floor: an unknown /admin path, the signed-in layout with its not-found
 * inside). Each target is a multiple of its floor's CPU per request, so it holds on any machine.
 */
import type { Result } from "./report";

export type Load = (
  name: string,
  url: string,
  headers?: Record<string, string>,
  duration?: number,
  connections?: number,
) => Promise<Result>;

export type Floors = {
  connections: number;
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

export async function measureFloors(
  load: Load,
  app: (path: string) => string,
  who: Record<"session" | "admin" | "employee", Record<string, string>>,
  connections: number,
): Promise<Floors> {
  const measure = async (name: string, path: string, headers: Record<string, string> = {}) => {
    await load(`(warm-up) ${name}`, app(path), headers, 2, connections);
    return load(name, app(path), headers, undefined, connections);
  };
  return {
    connections,
    apiFloor: await measure("API floor (empty route handler)", "/api/nenhuma-rota"),
    pageFloor: await measure("page floor (public, renders nothing)", "/nenhuma-pagina"),
    shellFloor: await measure(
      "shell floor (admin shell, nothing)",
      "/admin/nenhuma-pagina",
      who.session,
    ),
    login: await measure("/login", "/login"),
    paymentsPage: await measure(
      "/admin/payments page 1 (10 rows)",
      "/admin/payments?page=1&per_page=10",
      who.session,
    ),
    paymentsPage20: await measure(
      "/admin/payments page 1 (20 rows)",
      "/admin/payments?page=1&per_page=20",
      who.session,
    ),
    emptyPaymentsPage: await measure(
      "/admin/payments, no rows (filtered)",
      "/admin/payments?page=1&per_page=20&name=ninguem-assim",
      who.session,
    ),
    homePage: await measure("/admin/home", "/admin/home", who.session),
    listApi: await measure(
      "list API page 1 (20 rows)",
      "/api/payment-admin?page=1&per_page=20",
      who.admin,
    ),
    ownPayments: await measure(
      "own payments (API)",
      "/api/collaborator/payments?page=1&per_page=10",
      who.employee,
    ),
    ownMeetings: await measure(
      "own meetings (API)",
      "/api/collaborator/meetings?page=1&per_page=10",
      who.employee,
    ),
  };
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

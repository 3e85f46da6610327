import { expect, test, type APIResponse } from "@playwright/test";
import postgres, { type Sql } from "postgres";
import { API_CSP, FIXED_HEADERS } from "../lib/server/security-policy";
import { ADMIN } from "./helpers";
import { startOnFreshDatabase } from "./production-server";

/**
 * What an API answer carries on the production server (decision 0106): the
 * security headers of next.config.ts and the route wrapper, HEAD and OPTIONS, 405 for a method
 * the route does not export, gzip, and a request whose client hangs up has its queries
 * cancelled (decision 0021).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectSecurityHeaders(answer: APIResponse) {
  const headers = answer.headers();
  for (const [name, value] of Object.entries(FIXED_HEADERS)) expect(headers[name]).toBe(value);
  expect(headers["content-security-policy"]).toBe(API_CSP);
}

test.describe("API answers on the production server", () => {
  let auth: Record<string, string>;
  test.beforeAll(async ({ request }) => {
    const signIn = await request.post("/api/auth", { data: ADMIN });
    expect(signIn.status()).toBe(200);
    auth = { authorization: `Bearer ${(await signIn.json()).token}` };
  });

  test("a data answer carries the security headers and its own request id", async ({ request }) => {
    const list = await request.get("/api/payment-admin?page=1&per_page=5", { headers: auth });
    expect(list.status()).toBe(200);
    expect((await list.json()).meta).toMatchObject({ currentPage: 1, perPage: 5 });
    expectSecurityHeaders(list);
    expect(list.headers()["x-request-id"]).toMatch(UUID);
    // Minted by the app for each answer, never taken from the client.
    const again = await request.get("/api/payment-admin?page=1&per_page=5", {
      headers: { ...auth, "x-request-id": "forjado" },
    });
    expect(again.headers()["x-request-id"]).toMatch(UUID);
    expect(again.headers()["x-request-id"]).not.toBe(list.headers()["x-request-id"]);

    // An unknown path: the JSON envelope with the same headers, not the HTML not-found page.
    const missing = await request.get("/api/nao-existe");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "Rota não encontrada" });
    expectSecurityHeaders(missing);
    expect(missing.headers()["x-request-id"]).toMatch(UUID);
  });

  test("HEAD is answered like GET without a body; OPTIONS lists the methods; others are 405", async ({
    request,
  }) => {
    const get = await request.get("/api/payment-admin?page=1&per_page=5", { headers: auth });
    const head = await request.fetch("/api/payment-admin?page=1&per_page=5", {
      method: "HEAD",
      headers: auth,
    });
    expect(head.status()).toBe(200);
    expect((await head.body()).length).toBe(0);
    expect(head.headers()["content-type"]).toBe(get.headers()["content-type"]);
    expectSecurityHeaders(head);
    expect(head.headers()["x-request-id"]).toMatch(UUID);
    // HEAD runs the GET handler, so it is refused the same way without a credential.
    expect((await request.fetch("/api/payment-admin", { method: "HEAD" })).status()).toBe(401);

    const options = await request.fetch("/api/payment-admin", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers().allow).toBe("GET, HEAD, OPTIONS, POST");
    expectSecurityHeaders(options);
    const item = await request.fetch("/api/payment-admin/1", { method: "OPTIONS" });
    expect(item.headers().allow).toBe("GET, HEAD, OPTIONS, PATCH");

    // /api/payment-admin exports no PUT: 405, even with a valid credential, and no handler runs.
    const put = await request.fetch("/api/payment-admin", { method: "PUT", headers: auth });
    expect(put.status()).toBe(405);
    expectSecurityHeaders(put);
    expect((await request.fetch("/api/auth", { method: "DELETE" })).status()).toBe(405);
  });

  test("a body over 1 KiB is gzipped for a client that accepts it, plain for one that does not", async ({
    request,
  }) => {
    const url = "/api/payment-admin?page=1&per_page=20";
    const gzipped = await request.get(url, { headers: { ...auth, "accept-encoding": "gzip" } });
    expect(gzipped.status()).toBe(200);
    expect(gzipped.headers()["content-encoding"]).toBe("gzip");
    expect(gzipped.headers().vary).toMatch(/accept-encoding/i);
    // Playwright decodes the body: the same page as a client without gzip gets.
    const body = await gzipped.body();
    expect(body.length).toBeGreaterThan(1024);
    const page = JSON.parse(body.toString());
    expect(page.data.length).toBeGreaterThan(0);

    const plain = await request.get(url, { headers: { ...auth, "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect((await plain.json()).data).toEqual(page.data);

    // A streamed answer (the CSV export) is compressed as it streams, and arrives whole.
    const exportUrl = "/api/payment-admin/export";
    const csv = await request.get(exportUrl, { headers: { ...auth, "accept-encoding": "gzip" } });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-encoding"]).toBe("gzip");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename=".*\.csv"$/);
    expectSecurityHeaders(csv);
    const plainCsv = await request.get(exportUrl, {
      headers: { ...auth, "accept-encoding": "identity" },
    });
    expect(plainCsv.headers()["content-encoding"]).toBeUndefined();
    expect((await csv.body()).toString()).toBe((await plainCsv.body()).toString());
    expect((await plainCsv.body()).toString().split("\r\n").length).toBeGreaterThan(2);
  });
});

/**
 * Cancelling needs PostgreSQL (PGlite has one connection and nothing to cancel): a second
 * production server of the same build on a fresh PostgreSQL database, on the CI's server or the
 * local one. Another session holds a lock on payments, so the list query waits as long as the
 * test wants; the statement timeout is a minute, so only the hang-up can end it in time.
 */
test.describe("a client that hangs up on the production server", () => {
  const admin = { email: "admin@hangup.membros.dev", password: "Hangup@123456" };
  let started: Awaited<ReturnType<typeof startOnFreshDatabase>>;
  let base: string;
  let observer: Sql;
  let locker: Sql;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    started = await startOnFreshDatabase("membros_e2e_hangup", admin, {
      DB_STATEMENT_TIMEOUT_MS: "60000",
    });
    base = started.server.url;
    observer = postgres(started.database.url, { onnotice: () => {}, max: 1 });
    locker = postgres(started.database.url, { onnotice: () => {}, max: 1 });
  });

  test.afterAll(async () => {
    await observer?.end();
    await locker?.end();
    await started?.close();
  });

  const waitingOnLock = async () =>
    (
      await observer<{ n: number }[]>`
        select count(*)::int n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike '%payments%'`
    )[0].n;

  test("the request's query is cancelled in PostgreSQL, and the next request is answered", async ({
    request,
  }) => {
    const signIn = await request.post(`${base}/api/auth`, { data: admin });
    expect(signIn.status()).toBe(200);
    const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
    const list = `${base}/api/payment-admin?page=1&per_page=10`;

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockHeld = new Promise<void>((resolve) => (locked = resolve));
    const holder = locker.begin(async (tx) => {
      await tx`lock table payments in access exclusive mode`;
      locked();
      await released;
    });
    try {
      await lockHeld;
      const client = new AbortController();
      const abandoned = fetch(list, { headers, signal: client.signal }).catch(() => "hung up");
      await expect.poll(waitingOnLock, { timeout: 15_000 }).toBe(1);
      client.abort();
      expect(await abandoned).toBe("hung up");
      // The lock is still held: only the cancel ends the wait, long before the statement timeout.
      await expect.poll(waitingOnLock, { timeout: 5_000 }).toBe(0);
    } finally {
      release();
      await holder;
    }
    const after = await request.get(list, { headers });
    expect(after.status()).toBe(200);
    expect((await after.json()).meta).toMatchObject({ currentPage: 1 });
  });
});

import postgres, { type Sql } from "postgres";
import { sql as sqlOf } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listPayments } from "@/app/api/payment-admin/route";
import { getDb } from "@/db";
import { createUser, type TestUser } from "../support/factory";
import { withDatabase } from "../support/global-setup";

// Read by openPostgres when the setup file opens this file's database (after this line runs).
process.env.DB_STATEMENT_TIMEOUT_MS = "3000";

/**
 * Bounded work per request (docs/decisions/0021), on PostgreSQL: a table lock held by another
 * session keeps the list query waiting, so the test controls how long it runs.
 */
let observer: Sql;
let locker: Sql;
let admin: TestUser;

beforeAll(async () => {
  const db = await getDb();
  const [{ name }] = (await db.execute(sqlOf`select current_database() as name`)) as unknown as {
    name: string;
  }[];
  observer = postgres(withDatabase(process.env.DATABASE_URL!, name), {
    onnotice: () => {},
    max: 1,
  });
  locker = postgres(withDatabase(process.env.DATABASE_URL!, name), { onnotice: () => {}, max: 1 });
  admin = await createUser("ADMIN");
});

afterAll(async () => {
  delete process.env.DB_STATEMENT_TIMEOUT_MS;
  await observer?.end();
  await locker?.end();
});

function resolvers() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Runs `work` while another session holds an exclusive lock on payments. */
async function withPaymentsLocked<T>(work: () => Promise<T>): Promise<T> {
  const locked = resolvers();
  const release = resolvers();
  const holder = locker.begin(async (tx) => {
    await tx`lock table payments in access exclusive mode`;
    locked.resolve();
    await release.promise;
  });
  await locked.promise;
  try {
    return await work();
  } finally {
    release.resolve();
    await holder;
  }
}

/** The app's queries on payments that are running now (the locker's own session excluded). */
const runningListQueries = async () =>
  observer<{ pid: number }[]>`
    select pid from pg_stat_activity
    where datname = current_database() and state = 'active' and query like '%from "payments"%' and pid <> pg_backend_pid()`;

/** Polls `check` for up to about a second. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
}

const request = (signal?: AbortSignal) =>
  new Request("http://localhost/api/payment-admin?page=1&per_page=10", {
    headers: { authorization: `Bearer ${admin.token}` },
    signal,
  });

describe("bounded work per request", () => {
  it("cancels the query of a client that hangs up: nothing of it stays active in pg_stat_activity", async () => {
    await withPaymentsLocked(async () => {
      const hangUp = new AbortController();
      const answered = listPayments(request(hangUp.signal), { params: Promise.resolve({}) });
      await until(async () => (await runningListQueries()).length > 0);
      expect(await runningListQueries()).toHaveLength(1);
      hangUp.abort();
      // The lock is still held and statement_timeout (3 s) is far: only a cancel ends it this soon.
      await until(async () => (await runningListQueries()).length === 0);
      expect(await runningListQueries()).toEqual([]);
      await answered;
    });
  });

  it("answers 503 with the JSON envelope and Retry-After when a statement hits statement_timeout", async () => {
    const response = await withPaymentsLocked(() =>
      listPayments(request(), { params: Promise.resolve({}) }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      message: "O sistema está sobrecarregado. Tente novamente em alguns segundos.",
    });
  });

  it("answers normally once nothing holds the table", async () => {
    const response = await listPayments(request(), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
  });
});

import type { Sql } from "postgres";
import { sql as sqlOf } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverOf, getDb, openPostgres, type Opened } from "@/db";
import { isQueryCancelled, withQuerySignal } from "@/db/query-signal";
import { withDatabase } from "../support/global-setup";

/**
 * Hang-ups must not poison the pool (docs/decisions/0097). A client of the app's own
 * configuration (openPostgres) with two connections runs thousands of statements while half of
 * their requests hang up within a few milliseconds, so cancels land while a statement is
 * parsed, runs, streams its rows or has just finished. Every statement whose request stayed must
 * get exactly its own rows, and the pool must keep answering.
 *
 * These tests fail on the published postgres.js 3.4.9; patches/postgres+3.4.9.patch fixes it
 * (decision 0107): the row counter left behind by a statement that failed while its rows
 * streamed (upstream porsager/postgres#1119 and #1181, open), and a statement cancelled before
 * it reached a connection taking one for good (not reported upstream when this was written).
 * When a postgres.js release passes them without the patch, drop the patch and its pin.
 */
let opened: Opened;
let client: Sql;

beforeAll(async () => {
  const db = await getDb();
  const [{ name }] = (await db.execute(sqlOf`select current_database() as name`)) as unknown as {
    name: string;
  }[];
  const poolSize = process.env.DB_POOL_SIZE;
  process.env.DB_POOL_SIZE = "2";
  try {
    opened = await openPostgres(withDatabase(process.env.DATABASE_URL!, name), { migrate: false });
  } finally {
    if (poolSize === undefined) delete process.env.DB_POOL_SIZE;
    else process.env.DB_POOL_SIZE = poolSize;
  }
  const driver = driverOf(opened.db);
  if (driver.kind !== "postgres") throw new Error("expected postgres.js");
  client = driver.client;
});

afterAll(async () => {
  await opened?.close();
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

type Outcome = "right" | "wrong" | "cancelled" | "collateral" | "failed";

/** One statement, through `unsafe` with parameters as drizzle sends it, in a request's scope. */
async function statement(index: number, hangUpAfterMs: number | null): Promise<Outcome> {
  const request = new AbortController();
  if (hangUpAfterMs !== null) setTimeout(() => request.abort(), hangUpAfterMs);
  try {
    return await withQuerySignal(request.signal, async () => {
      if (index % 2) {
        // Enough rows that a cancel can arrive while they stream.
        const n = 200 + (index % 7);
        const rows = await client.unsafe<{ a: number; b: string }[]>(
          `select i as a, md5(i::text) as b from generate_series(1, $1::int) i`,
          [n],
        );
        const exact =
          rows.length === n &&
          Array.from(rows, (row, k) => row?.a === k + 1 && typeof row.b === "string").every(
            Boolean,
          );
        return exact ? "right" : "wrong";
      }
      const rows = await client.unsafe<{ x: number; y: string }[]>(
        `select $1::int as x, 'y' as y`,
        [index],
      );
      return rows.length === 1 && rows[0]?.x === index && rows[0].y === "y" ? "right" : "wrong";
    });
  } catch (error) {
    if (!isQueryCancelled(error)) return "failed";
    // PostgreSQL cancels whatever a connection runs when the cancel arrives: rarely, the next
    // request's statement. That one answers 503 with Retry-After (decision 0097).
    return request.signal.aborted ? "cancelled" : "collateral";
  }
}

describe("clients that hang up", () => {
  it(
    "never give another request wrong rows, an error other than a cancel, or a stuck pool",
    { timeout: 120_000 },
    async () => {
      const next = random(97);
      const outcomes: Record<Outcome, number> = {
        right: 0,
        wrong: 0,
        cancelled: 0,
        collateral: 0,
        failed: 0,
      };
      for (let batch = 0; batch < 150; batch++) {
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, k) =>
            statement(batch * 20 + k, next() < 0.5 ? next() * 3 : null),
          ),
        );
        for (const outcome of results) outcomes[outcome]++;
      }
      expect(outcomes.wrong).toBe(0);
      expect(outcomes.failed).toBe(0);
      // Most hang-ups find their statement queued behind another and leave it to run (0097).
      expect(outcomes.cancelled).toBeGreaterThan(0);
      expect(outcomes.right).toBeGreaterThan(1000);
      // A cancel can land on a neighbour's statement; a few in a hundred is the known cost (0097).
      expect(outcomes.collateral).toBeLessThan(60);
      // Both connections still answer, with the right rows, once the storm's last cancels (sent on
      // connections of their own, asynchronously) have landed: one landing now would hit these.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await Promise.all([1, 2, 3, 4].map((i) => statement(i, null)));
      expect(after).toEqual(["right", "right", "right", "right"]);
    },
  );

  it("leave the next statement on that connection only its own rows", async () => {
    // A statement that fails while its rows stream, as a cancelled one does: here a division by
    // zero at the fourth row, so three rows arrive before the error. One connection, so the
    // next statement runs where the failed one did.
    const connection = await client.reserve();
    try {
      const failed = connection.unsafe(
        `select i, 1 / (4 - i) as boom from generate_series(1, $1::int) i`,
        [10],
      );
      await expect(failed).rejects.toMatchObject({ code: "22012" });
      const rows = await connection.unsafe<{ x: number }[]>(
        `select x from generate_series(1, $1::int) x`,
        [5],
      );
      expect(rows.length).toBe(5);
      expect(Array.from(rows, (row) => row?.x)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      connection.release();
    }
  });

  it("leave no connection behind when the client left before the statement started", async () => {
    const gone = new AbortController();
    gone.abort();
    // More statements than connections: each one that took a connection and never ran on it
    // would keep that connection busy for good.
    for (let i = 0; i < 3; i++) {
      const refused = withQuerySignal(gone.signal, () => client.unsafe(`select $1::int as x`, [i]));
      await expect(refused).rejects.toMatchObject({ code: "57014" });
    }
    const answered = await Promise.race([
      client.unsafe<{ one: number }[]>(`select 1 as one`, []),
      new Promise((resolve) => setTimeout(() => resolve("stuck"), 5000)),
    ]);
    expect(answered).toEqual([{ one: 1 }]);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { profiles, users, userTotals } from "@/db/schema";
import { connectPglite, connectPostgres, type Conn } from "@/lib/ops/connection";
import { codeMigrations, migrateTo } from "@/lib/ops/migrations";
import { dashboard } from "@/lib/services/dashboard";
import { createUser, type TestUser } from "../support/factory";
import { createDatabase } from "../support/ops";

/**
 * The dashboard's active collaborators come from `user_totals`, kept by triggers on `users`
 * (decision 0132); every figure here is checked against a plain count of the rows.
 */

let admin: TestUser;
let employee: number;
let adminProfile: number;
let sequence = 0;

const collaborators = async () => (await dashboard(admin.actor, {})).activeCollaborators;

async function plainCount() {
  const [{ n }] = await (
    await getDb()
  )
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.active, true), eq(profiles.label, "EMPLOYEE")));
  return n;
}

/** Every bucket without its zero rows, and the same grouping made from `users` itself. */
async function buckets() {
  const db = await getDb();
  const kept = await db
    .select({ profileId: userTotals.profileId, active: userTotals.active, n: userTotals.count })
    .from(userTotals)
    .where(sql`${userTotals.count} <> 0`)
    .orderBy(userTotals.profileId, userTotals.active);
  const counted = await db
    .select({ profileId: users.profileId, active: users.active, n: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.profileId, users.active)
    .orderBy(users.profileId, users.active);
  return { kept, counted };
}

/** Plain rows (no password hashing, no sessions), so they can be deleted again. */
async function addUsers(count: number, profileId = employee, active = true) {
  const rows = Array.from({ length: count }, () => {
    sequence += 1;
    return {
      firstName: `Contada${sequence}`,
      lastName: "Teste",
      email: `contada${sequence}.${Date.now()}@teste.dev`,
      passwordHash: "x",
      profileId,
      phone: "11987654321",
      birthDate: "1990-05-20",
      active,
    };
  });
  const inserted = await (await getDb()).insert(users).values(rows).returning({ id: users.id });
  return inserted.map((r) => r.id);
}

describe("active collaborators counted by trigger", () => {
  beforeAll(async () => {
    admin = await createUser("ADMIN");
    const db = await getDb();
    const all = await db.select({ id: profiles.id, label: profiles.label }).from(profiles);
    employee = all.find((p) => p.label === "EMPLOYEE")!.id;
    adminProfile = all.find((p) => p.label === "ADMIN")!.id;
  });

  it("starts equal to the plain count (the migration's first fill)", async () => {
    expect(await collaborators()).toBe(await plainCount());
    const { kept, counted } = await buckets();
    expect(kept).toEqual(counted);
  });

  it("follows inserts, deactivation, reactivation, profile changes and deletions", async () => {
    const db = await getDb();
    const start = await collaborators();

    const [a, b, c] = await addUsers(3);
    await addUsers(2, employee, false);
    await addUsers(1, adminProfile);
    expect(await collaborators()).toBe(start + 3);

    await db.update(users).set({ active: false }).where(eq(users.id, a));
    expect(await collaborators()).toBe(start + 2);
    // Setting the value it already has moves nothing.
    await db.update(users).set({ active: false }).where(eq(users.id, a));
    expect(await collaborators()).toBe(start + 2);

    await db.update(users).set({ active: true }).where(eq(users.id, a));
    expect(await collaborators()).toBe(start + 3);

    await db.update(users).set({ profileId: adminProfile }).where(eq(users.id, b));
    expect(await collaborators()).toBe(start + 2);
    await db.update(users).set({ profileId: employee, active: false }).where(eq(users.id, b));
    expect(await collaborators()).toBe(start + 2);
    await db.update(users).set({ active: true }).where(eq(users.id, b));
    expect(await collaborators()).toBe(start + 3);

    await db.delete(users).where(eq(users.id, c));
    expect(await collaborators()).toBe(start + 2);
    // Other columns leave the buckets alone.
    await db.update(users).set({ firstName: "Renomeada" }).where(eq(users.id, a));
    expect(await collaborators()).toBe(start + 2);
    expect(await collaborators()).toBe(await plainCount());
  });

  it("equals the plain count after a mix of single and multi-row changes", async () => {
    const db = await getDb();
    const ids = await addUsers(40);
    const more = await addUsers(10, adminProfile, false);
    await db
      .update(users)
      .set({ active: false })
      .where(inArray(users.id, ids.slice(0, 15)));
    await db
      .update(users)
      .set({ profileId: adminProfile })
      .where(inArray(users.id, ids.slice(10, 20)));
    await db
      .update(users)
      .set({ profileId: employee, active: true })
      .where(inArray(users.id, more.slice(0, 6)));
    await db.delete(users).where(inArray(users.id, [...ids.slice(30, 35), ...more.slice(8)]));
    // Rolled back with the change it counted.
    await db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({ active: false })
          .where(inArray(users.id, ids.slice(35)));
        throw new Error("rollback");
      })
      .catch(() => undefined);
    expect(await collaborators()).toBe(await plainCount());
    const { kept, counted } = await buckets();
    expect(kept).toEqual(counted);
  });

  it("rebuilds from the rows, and empties with TRUNCATE", async () => {
    const db = await getDb();
    await db.update(userTotals).set({ count: 999 });
    await db.execute(sql`select membros_rebuild_user_totals()`);
    expect(await collaborators()).toBe(await plainCount());

    await db.transaction(async (tx) => {
      // The audit log refuses TRUNCATE unless the transaction says it replaces it.
      await tx.execute(sql`set local membros.audit_sweep = 'on'`);
      await tx.execute(sql`truncate users cascade`);
    });
    expect(await db.select().from(userTotals)).toEqual([]);
    await addUsers(2);
    const { kept, counted } = await buckets();
    expect(kept).toEqual(counted);
    expect(await plainCount()).toBe(2);
  });
});

/** A database of its own, empty, on the driver the tests run on. */
async function emptyDatabase(): Promise<{ conn: Conn; drop: () => Promise<void> }> {
  if (process.env.TEST_DRIVER === "postgres") {
    const made = await createDatabase("totals");
    const conn = await connectPostgres(made.url);
    return { conn, drop: async () => (await conn.close(), await made.drop()) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "membros-user-totals-"));
  const conn = await connectPglite(dir, { create: true });
  return { conn, drop: async () => (await conn.close(), rmSync(dir, { recursive: true })) };
}

it("fills user_totals from the users already there when the migration runs", async () => {
  const { conn, drop } = await emptyDatabase();
  try {
    await migrateTo(conn, codeMigrations().length - 1);
    await conn.query("insert into profiles (label) values ('ADMIN'), ('EMPLOYEE')");
    await conn.query(
      `insert into users (first_name, last_name, email, password_hash, profile_id, phone, birth_date, active)
       select 'Antiga', 'Versão', 'antiga' || p.id || '.' || n || '@teste.dev', 'x', p.id, '11999999999', '1990-01-01', n % 3 <> 0
       from profiles p, generate_series(1, 10) n`,
    );
    await migrateTo(conn, codeMigrations().length);
    const totals = await conn.query(
      `select label, active, count from user_totals join profiles on profiles.id = profile_id order by 1, 2`,
    );
    expect(totals).toEqual([
      { label: "ADMIN", active: false, count: 3 },
      { label: "ADMIN", active: true, count: 7 },
      { label: "EMPLOYEE", active: false, count: 3 },
      { label: "EMPLOYEE", active: true, count: 7 },
    ]);
  } finally {
    await drop();
  }
});

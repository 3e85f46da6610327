import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { auditEvents } from "@/db/schema";

describe("audit log append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE unless the transaction set the sweep flag", async () => {
    const db = await getDb();
    const [row] = await db
      .insert(auditEvents)
      .values({ action: "auth.sign_in", actorUserId: 1 })
      .returning();
    await expect(
      db.execute(sql`update audit_events set action = 'x' where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events where id = ${row.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    // Outside a transaction `set local` is gone by the next statement: still refused.
    await db.execute(sql`set local membros.audit_sweep = 'on'`);
    await expect(db.execute(sql`delete from audit_events where id = ${row.id}`)).rejects.toThrow();
    const [still] = await db
      .select()
      .from(auditEvents)
      .where(sql`id = ${row.id}`);
    expect(still.action).toBe("auth.sign_in");
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local membros.audit_sweep = 'on'`);
      await tx.execute(sql`delete from audit_events where id = ${row.id}`);
    });
    expect(
      await db
        .select()
        .from(auditEvents)
        .where(sql`id = ${row.id}`),
    ).toEqual([]);
  });
});

import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { auditEvents } from "@/db/schema";
import { auditRetention, sweepAuditLog } from "@/lib/services/audit/retention";

const DAY = 24 * 60 * 60 * 1000;

describe("audit log retention", () => {
  it("reads AUDIT_RETENTION_DAYS, keeping the default for anything but whole days", () => {
    expect(auditRetention({})).toEqual({ days: 400 });
    expect(auditRetention({ AUDIT_RETENTION_DAYS: " 90 " })).toEqual({ days: 90 });
    for (const bad of ["abc", "0", "-5", "1.5", "4OO", "99999"]) {
      const { days, problem } = auditRetention({ AUDIT_RETENTION_DAYS: bad });
      expect(days).toBe(400);
      expect(problem).toContain("AUDIT_RETENTION_DAYS");
    }
  });

  it("sweeps entries older than the retention once a day, keeps the rest, and stays append-only", async () => {
    const db = await getDb();
    const now = new Date("2031-06-15T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const rows = await db
      .insert(auditEvents)
      .values([
        { action: "test.old", at: ago(500) },
        { action: "test.old", at: ago(400.01) },
        { action: "test.kept", at: ago(398.5) },
        { action: "test.kept", at: ago(1) },
      ])
      .returning({ id: auditEvents.id, action: auditEvents.action });
    const left = async () =>
      (
        await db
          .select({ action: auditEvents.action })
          .from(auditEvents)
          .where(
            inArray(
              auditEvents.id,
              rows.map((r) => r.id),
            ),
          )
      ).map((r) => r.action);

    expect(await sweepAuditLog({ now, days: 400 })).toEqual({ swept: true, deleted: 2 });
    expect(await left()).toEqual(["test.kept", "test.kept"]);

    // Another node, or this one an hour later: the day's sweep is done.
    await db.insert(auditEvents).values({ action: "test.old", at: ago(450) });
    expect(
      await sweepAuditLog({ now: new Date(now.getTime() + (23 * DAY) / 24), days: 400 }),
    ).toEqual({ swept: false, deleted: 0 });
    // A day later it runs again.
    expect(await sweepAuditLog({ now: new Date(now.getTime() + DAY), days: 400 })).toMatchObject({
      swept: true,
      deleted: 1,
    });

    // The flag lived only in the sweep's transactions: a plain change is refused again.
    const kept = rows.filter((r) => r.action === "test.kept").map((r) => r.id);
    await expect(db.execute(sql`delete from audit_events where id = ${kept[0]}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update audit_events set action = 'x' where id = ${kept[0]}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await left()).toEqual(["test.kept", "test.kept"]);
  });

  it("two sweeps at once: one claims the day, the other skips", async () => {
    const now = new Date("2032-01-01T00:00:00Z");
    const results = await Promise.all([
      sweepAuditLog({ now, days: 400 }),
      sweepAuditLog({ now, days: 400 }),
    ]);
    expect(results.filter((r) => r.swept)).toHaveLength(1);
  });
});

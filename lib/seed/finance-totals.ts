import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { financeTotalsZone } from "@/db/schema";

/**
 * The dashboard's daily totals count days in one zone (decision 0053). When APP_TIME_ZONE is
 * not the zone they were built in, store it and rebuild them, under a lock so two starting
 * processes do it once.
 */
export async function syncFinanceTotalsZone(db: Database, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72272)`);
    const [row] = await tx
      .select({ timeZone: financeTotalsZone.timeZone })
      .from(financeTotalsZone)
      .where(eq(financeTotalsZone.id, 1));
    if (row?.timeZone === timeZone) return;
    await tx
      .insert(financeTotalsZone)
      .values({ id: 1, timeZone })
      .onConflictDoUpdate({ target: financeTotalsZone.id, set: { timeZone } });
    await tx.execute(sql`select membros_rebuild_finance_totals()`);
  });
}

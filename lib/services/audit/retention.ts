import "server-only";
import { eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { auditEvents, auditSweeps } from "@/db/schema";
import { logger } from "@/lib/core/log";
import { startPolling } from "@/lib/services/outbox";

export const DEFAULT_AUDIT_RETENTION_DAYS = 400;
const MAX_RETENTION_DAYS = 36_500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a node asks whether the day's sweep is due (cheap: one locked read). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so a first sweep of a large log stays within the statement timeout. */
const SWEEP_BATCH = 5_000;
// pg_advisory_lock keys: 72271 migrations, 72272 finance totals.
const SWEEP_LOCK = 72273;

/**
 * AUDIT_RETENTION_DAYS (default 400): how long entries are kept. Anything but a whole number of
 * days from 1 to 36500 is a mistake, and guessing on a setting that deletes records is worse
 * than keeping them: the default applies and `problem` says why (start-up logs it).
 */
export function auditRetention(env: Record<string, string | undefined> = process.env): {
  days: number;
  problem?: string;
} {
  const raw = env.AUDIT_RETENTION_DAYS?.trim();
  if (!raw) return { days: DEFAULT_AUDIT_RETENTION_DAYS };
  const days = Number(raw);
  if (/^\d+$/.test(raw) && days >= 1 && days <= MAX_RETENTION_DAYS) return { days };
  return {
    days: DEFAULT_AUDIT_RETENTION_DAYS,
    problem: `AUDIT_RETENTION_DAYS="${raw}" inválido (use um número inteiro de dias entre 1 e ${MAX_RETENTION_DAYS}): mantendo ${DEFAULT_AUDIT_RETENTION_DAYS} dias.`,
  };
}

export type SweepResult = { swept: boolean; deleted: number };

/**
 * Deletes the entries older than the retention, at most once a day across every node: the node
 * that takes the advisory lock and finds the last sweep (audit_sweeps) a day old or more claims
 * the day; the others skip. The deletes run in transactions that set `membros.audit_sweep`, the
 * only way past the log's append-only triggers (decision 0119).
 */
export async function sweepAuditLog(
  options: { now?: Date; days?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const days = options.days ?? auditRetention().days;
  const db = await getDb();
  const claimed = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    if (!(rows[0] as { locked: boolean }).locked) return false;
    const [last] = await tx.select().from(auditSweeps).where(eq(auditSweeps.id, 1));
    if (last && now.getTime() - last.sweptAt.getTime() < DAY_MS) return false;
    await tx
      .insert(auditSweeps)
      .values({ id: 1, sweptAt: now })
      .onConflictDoUpdate({ target: auditSweeps.id, set: { sweptAt: now } });
    return true;
  });
  if (!claimed) return { swept: false, deleted: 0 };
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`set local membros.audit_sweep = 'on'`);
      const old = tx
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(lt(auditEvents.at, cutoff))
        .limit(SWEEP_BATCH);
      return (
        await tx
          .delete(auditEvents)
          .where(inArray(auditEvents.id, old))
          .returning({ id: auditEvents.id })
      ).length;
    });
    deleted += batch;
    if (batch < SWEEP_BATCH) break;
  }
  if (deleted)
    logger.info(`[auditoria] ${deleted} registros com mais de ${days} dias removidos`, {
      deleted,
      days,
    });
  return { swept: true, deleted };
}

declare global {
  var __membrosAuditSweep: (() => void) | undefined;
}

/**
 * Starts this process's retention check (instrumentation.ts): at start and then hourly, each node
 * asks whether the day's sweep is due; shutdown stops it with the other workers.
 */
export function startAuditSweep(): void {
  if (globalThis.__membrosAuditSweep) return;
  const { days, problem } = auditRetention();
  if (problem) logger.warn(problem);
  globalThis.__membrosAuditSweep = startPolling(
    "auditoria",
    () => sweepAuditLog({ days }),
    CHECK_EVERY_MS,
    "falha ao remover registros antigos",
  );
  logger.info(`[auditoria] registros mantidos por ${days} dias.`);
}

import "server-only";
import { and, asc, eq, getTableName, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "@/db";
import { logger } from "@/lib/core/log";
import { failedDeliveries } from "@/lib/core/metrics";

/**
 * A generic transactional outbox (e-mails today, signed webhooks next): rows are enqueued in the
 * transaction of the change that caused them, so a rolled-back change leaves none; workers in
 * any number of processes claim due rows with FOR UPDATE SKIP LOCKED, so no row is handed to two
 * workers; a failed delivery is retried with exponential backoff until `maxAttempts`, then the row
 * stays 'failed' with its last error for an admin to see.
 *
 * An outbox table needs these columns (see db/tables/notifications.ts `emailOutbox`).
 */
export type OutboxTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  attempts: AnyPgColumn;
  nextAttemptAt: AnyPgColumn;
  lastError: AnyPgColumn;
  sentAt: AnyPgColumn;
};

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export type RetryPolicy = {
  /** The first retry waits this long; each next one twice as long. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** A claimed row whose worker died is claimable again after this long. */
  leaseMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 3600_000,
  maxAttempts: 6,
  // OUTBOX_LEASE_MS: how long a row claimed by a node that died waits before another takes it;
  // keep it longer than the slowest delivery (SMTP and webhook timeouts), or a slow one is repeated.
  leaseMs: Number(process.env.OUTBOX_LEASE_MS || 5 * 60_000),
};

/** The wait before the next attempt after `attempts` failed ones: base · 2^(attempts−1), capped. */
export function backoffMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

const ms = (value: number) => sql`now() + ${value} * interval '1 millisecond'`;

/**
 * Claims up to `limit` due rows (pending and due, or 'sending' with an expired lease) for this
 * worker: locked with SKIP LOCKED so concurrent workers take disjoint rows, then marked
 * 'sending' with a lease and one more attempt, all in one short transaction.
 */
export async function claimDue<T extends OutboxTable>(
  db: Executor,
  table: T,
  limit: number,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T["$inferSelect"][]> {
  const t = table as OutboxTable;
  const due = and(
    or(eq(t.status, "pending"), eq(t.status, "sending")),
    lte(t.nextAttemptAt, sql`now()`),
  );
  return db.transaction(async (tx) => {
    const picked = await tx
      .select({ id: t.id })
      .from(table as PgTable)
      .where(due)
      .orderBy(asc(t.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (!picked.length) return [];
    const values = {
      status: "sending",
      attempts: sql`${t.attempts} + 1`,
      nextAttemptAt: ms(policy.leaseMs),
    };
    return (await tx
      .update(table)
      .set(values as never)
      .where(
        inArray(
          t.id,
          picked.map((row) => Number(row.id)),
        ),
      )
      .returning()) as T["$inferSelect"][];
  });
}

export async function markSent(db: Executor, table: OutboxTable, id: number): Promise<void> {
  await db
    .update(table)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null } as never)
    .where(and(eq(table.id, id), eq(table.status, "sending")));
}

/** After a failed attempt: pending again after the backoff, or 'failed' for good after the last. */
export async function markFailed(
  db: Executor,
  table: OutboxTable,
  row: { id: number; attempts: number },
  error: unknown,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<OutboxStatus> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const status: OutboxStatus = row.attempts >= policy.maxAttempts ? "failed" : "pending";
  await db
    .update(table)
    .set({
      status,
      lastError: message,
      nextAttemptAt: ms(status === "failed" ? 0 : backoffMs(row.attempts, policy)),
    } as never)
    .where(and(eq(table.id, row.id), eq(table.status, "sending")));
  return status;
}

/**
 * An operator's "send again": a row that failed for good, or is waiting for its next retry after
 * an error, becomes due at once with its attempts reset. Returns false when the row is not in
 * such a state (sent, being sent now, or never failed), so the caller can say why.
 */
export async function requeue(db: Executor, table: OutboxTable, id: number): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: sql`now()` } as never)
    .where(
      and(
        eq(table.id, id),
        inArray(table.status, ["failed", "pending"]),
        isNotNull(table.lastError),
      ),
    )
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Rows this worker claimed but has not started, handed back when the process stops: due again at
 * once for another worker, the attempt not counted.
 */
async function release(db: Executor, table: OutboxTable, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(table)
    .set({
      status: "pending",
      attempts: sql`${table.attempts} - 1`,
      nextAttemptAt: sql`now()`,
    } as never)
    .where(and(inArray(table.id, ids), eq(table.status, "sending")));
}

/**
 * One pass: claims a batch and delivers each row; returns how many were sent and failed. When the
 * process is stopping, the row being delivered is finished and the rest are released.
 */
export async function drainOnce<T extends OutboxTable>(
  db: Executor,
  table: T,
  deliver: (row: T["$inferSelect"]) => Promise<void>,
  options: { batch?: number; policy?: RetryPolicy } = {},
): Promise<{ sent: number; failed: number }> {
  const policy = options.policy ?? DEFAULT_RETRY;
  const rows = await claimDue(db, table, options.batch ?? 20, policy);
  let sent = 0;
  let failed = 0;
  for (const [index, row] of rows.entries()) {
    if (pollers().stopping) {
      const rest = rows.slice(index).map((left) => Number((left as { id: number }).id));
      await release(db, table, rest);
      break;
    }
    const { id, attempts } = row as { id: number; attempts: number };
    try {
      await deliver(row);
      await markSent(db, table, id);
      sent += 1;
    } catch (error) {
      await markFailed(db, table, { id, attempts }, error, policy);
      failed += 1;
      failedDeliveries.inc({ channel: outboxChannel(table) });
    }
  }
  return { sent, failed };
}

/** The metrics' name of an outbox: `email` for email_outbox, `webhook` for webhook_deliveries. */
export function outboxChannel(table: OutboxTable): string {
  return getTableName(table).startsWith("email") ? "email" : "webhook";
}

// The workers of this process, so shutdown can stop them all; on globalThis because Next
// evaluates this module in several bundles.
type Pollers = { stopping: boolean; running: Set<Promise<unknown>>; stops: Set<() => void> };
declare global {
  var __membrosPollers: Pollers | undefined;
}
const pollers = (): Pollers =>
  (globalThis.__membrosPollers ??= { stopping: false, running: new Set(), stops: new Set() });

/** Runs `pass` every `intervalMs` (never two passes at once in this process) until stopped. */
export function startPolling(
  name: string,
  pass: () => Promise<unknown>,
  intervalMs: number,
  /** What the log says when a pass throws. */
  failure = "falha no envio",
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    const current = pass().catch((error: unknown) =>
      logger.error(`${name}: ${failure}`, { error }),
    );
    pollers().running.add(current);
    await current;
    pollers().running.delete(current);
    if (!stopped && !pollers().stopping) timer = setTimeout(loop, intervalMs);
  };
  timer = setTimeout(loop, 0);
  timer.unref?.();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    pollers().stops.delete(stop);
  };
  pollers().stops.add(stop);
  return stop;
}

/**
 * Shutdown: every worker of this process takes no new batch, finishes the delivery it holds and
 * releases the rows it claimed but did not start. Resolves when the passes in progress end.
 */
export async function stopAllPolling(): Promise<void> {
  const state = pollers();
  state.stopping = true;
  for (const stop of [...state.stops]) stop();
  await Promise.all(state.running);
}

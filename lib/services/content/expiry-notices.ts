import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "@/db";
import { grantExpiryNotices } from "@/db/schema";
import { clockNow } from "@/lib/core/clock";
import { logger } from "@/lib/core/log";
import { formatDate } from "@/lib/format";
import { notify, recipientsByIds } from "@/lib/services/notifications/notify";
import { drainDueJobs, type JobOutcome } from "@/lib/services/due-jobs";
import { startPolling } from "@/lib/services/outbox";
import type { GrantableKind } from "@/lib/validation/content";
import { collaboratorPaths, itemTitles, LEVEL_LABELS } from "./grant-paths";
import { grantTableOf } from "./levels";
import { grantToday, isExpired, noticeDueAt } from "./validity";

/**
 * The notice 7 days before a grant ends (decision 0126), as job rows like the meeting reminders
 * (0121): planned in the transaction that gives, changes or revokes the grant, and sent by a
 * worker on any node: the claim (FOR UPDATE SKIP LOCKED), the notification and its e-mail, and
 * the row marked sent commit together, so each notice is made once.
 */

/** A grant's end as it is after a change; null: no end, or the grant was revoked. */
export type GrantEnd = { userId: number; itemId: number; validUntil: string | null };

const keyOf = (p: { userId: number; itemId: number }) => `${p.userId}:${p.itemId}`;

/**
 * Brings the notice rows of these grants in line with their ends: a grant ending on a day not yet
 * past has a pending notice due 7 days before it (at once when that is past); one already planned
 * or sent for that same day stays as it is; a grant revoked, without end or already over keeps
 * none pending.
 */
export async function planExpiryNotices(
  tx: Executor,
  kind: GrantableKind,
  ends: GrantEnd[],
  now: Date,
): Promise<void> {
  if (!ends.length) return;
  const today = grantToday(now);
  const planned = new Map(
    (
      await tx
        .select()
        .from(grantExpiryNotices)
        .where(
          and(
            eq(grantExpiryNotices.kind, kind),
            inArray(grantExpiryNotices.itemId, [...new Set(ends.map((e) => e.itemId))]),
            inArray(grantExpiryNotices.userId, [...new Set(ends.map((e) => e.userId))]),
          ),
        )
    ).map((row) => [keyOf(row), row]),
  );
  const fresh = [];
  for (const end of ends) {
    const row = planned.get(keyOf(end));
    if (end.validUntil === null || isExpired(end.validUntil, today)) {
      if (row?.status === "pending")
        await tx
          .update(grantExpiryNotices)
          .set({ status: "dropped", updatedAt: now })
          .where(noticeKey(kind, end));
      continue;
    }
    if (row && row.validUntil === end.validUntil && row.status !== "dropped") continue;
    fresh.push({
      kind,
      itemId: end.itemId,
      userId: end.userId,
      validUntil: end.validUntil,
      dueAt: noticeDueAt(end.validUntil, now),
      status: "pending",
      sentAt: null,
      updatedAt: now,
    });
  }
  if (fresh.length)
    await tx
      .insert(grantExpiryNotices)
      .values(fresh)
      .onConflictDoUpdate({
        target: [grantExpiryNotices.kind, grantExpiryNotices.itemId, grantExpiryNotices.userId],
        set: {
          validUntil: sql`excluded.valid_until`,
          dueAt: sql`excluded.due_at`,
          status: sql`excluded.status`,
          sentAt: null,
          updatedAt: sql`excluded.updated_at`,
        },
      });
}

const noticeKey = (kind: string, p: { userId: number; itemId: number }) =>
  and(
    eq(grantExpiryNotices.kind, kind),
    eq(grantExpiryNotices.itemId, p.itemId),
    eq(grantExpiryNotices.userId, p.userId),
  );

/** Claims one due notice and makes it (or drops it when the grant moved on), in one transaction. */
async function sendOne(db: Database, now: Date): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(grantExpiryNotices)
      .where(and(eq(grantExpiryNotices.status, "pending"), lte(grantExpiryNotices.dueAt, now)))
      .orderBy(asc(grantExpiryNotices.dueAt), asc(grantExpiryNotices.itemId))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return null;
    const kind = job.kind as GrantableKind;
    const grants = grantTableOf(kind);
    const [grant] = await tx
      .select({ validUntil: grants.validUntil })
      .from(grants)
      .where(and(eq(grants.userId, job.userId), eq(grants.itemId, job.itemId)));
    // Revoked, given another end, or already over (the workers were stopped past the end).
    const stale =
      !grant || grant.validUntil !== job.validUntil || isExpired(job.validUntil, grantToday(now));
    if (!stale) {
      const title = (await itemTitles(tx, kind, [job.itemId])).get(job.itemId) ?? "";
      const href = (await collaboratorPaths(tx, kind, [job.itemId])).get(job.itemId);
      const when = formatDate(job.validUntil);
      await notify(tx, await recipientsByIds(tx, [job.userId]), {
        category: "content",
        event: "content.expiring",
        title: `Seu acesso a ${title} termina em ${when}`.slice(0, 200),
        body: `Seu acesso ao ${LEVEL_LABELS[kind].toLowerCase()} "${title}" termina em ${when} (vale até o fim desse dia). Seu progresso fica guardado; se precisar de mais tempo, fale com a administração.`,
        href: () => href ?? "/collaborator/trainings",
      });
    }
    await tx
      .update(grantExpiryNotices)
      .set({ status: stale ? "dropped" : "sent", sentAt: stale ? null : now, updatedAt: now })
      .where(noticeKey(kind, job));
    return stale ? "dropped" : "sent";
  });
}

/** One pass of the notice worker: the due notices, up to `batch` (see drainDueJobs). */
export const drainExpiryNotices = (options: { now?: Date; batch?: number; db?: Database } = {}) =>
  drainDueJobs(sendOne, options, clockNow);

declare global {
  var __membrosGrantNotices: (() => void) | undefined;
}

/** Starts this process's notice worker (instrumentation.ts), as often as the meeting reminders'. */
export function startExpiryNoticeWorker(): void {
  if (globalThis.__membrosGrantNotices) return;
  const interval = Number(process.env.REMINDER_POLL_MS || 30_000);
  globalThis.__membrosGrantNotices = startPolling(
    "avisos de acesso",
    () => drainExpiryNotices(),
    interval,
  );
  logger.info(
    `[avisos de acesso] avisos de fim de acesso ativos (verificação a cada ${interval} ms).`,
  );
}

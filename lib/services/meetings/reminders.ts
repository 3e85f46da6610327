import "server-only";
import { and, asc, eq, gt, inArray, isNull, lte, ne, or } from "drizzle-orm";
import { getDb, type Database, type Executor } from "@/db";
import { meetingReminders, meetings, meetingUsers, notificationEmailOptOuts } from "@/db/schema";
import { logger } from "@/lib/core/log";
import { formatDateTime } from "@/lib/format";
import { ICS_TIME_ZONE } from "@/lib/services/notifications/ics";
import { notify, recipientsByIds } from "@/lib/services/notifications/notify";
import { getOrganizationSettings } from "@/lib/services/organization-settings";
import { drainDueJobs, type JobOutcome } from "@/lib/services/due-jobs";
import { startPolling } from "@/lib/services/outbox";

/**
 * Meeting reminders (decision 0121): a job row per meeting and offset in `meeting_reminders`,
 * planned when a meeting is created, edited, cancelled or finished, and sent by a worker on
 * any node: the claim (FOR UPDATE SKIP LOCKED), the notifications and e-mails, and the row
 * marked sent commit together, so each reminder is made once.
 */

const HOUR = 3600_000;

/**
 * Brings the reminder rows of these meetings in line with them and with the organisation's
 * offsets: a pending meeting gets a row per offset still ahead of `now` (a move plans it again,
 * even one already sent for the old date); a cancelled or finished one keeps none pending.
 */
export async function planReminders(
  tx: Executor,
  meetingIds: number[],
  now = new Date(),
): Promise<void> {
  if (!meetingIds.length) return;
  const offsets = (await getOrganizationSettings(tx)).meetingReminderHours;
  const rows = await tx
    .select({ id: meetings.id, date: meetings.date, status: meetings.status })
    .from(meetings)
    .where(inArray(meetings.id, meetingIds));
  const planned = await tx
    .select()
    .from(meetingReminders)
    .where(inArray(meetingReminders.meetingId, meetingIds));
  const pendingIds = (meeting: number, keep: (offset: number) => boolean) =>
    planned
      .filter((p) => p.meetingId === meeting && p.status === "pending" && !keep(p.offsetHours))
      .map((p) => p.offsetHours);
  for (const meeting of rows) {
    const open = meeting.status === "PENDING";
    const wanted = (offset: number) =>
      open && offsets.includes(offset) && meeting.date.getTime() - offset * HOUR > now.getTime();
    const drop = pendingIds(meeting.id, wanted);
    if (drop.length)
      await tx
        .delete(meetingReminders)
        .where(
          and(
            eq(meetingReminders.meetingId, meeting.id),
            inArray(meetingReminders.offsetHours, drop),
          ),
        );
    for (const offset of offsets.filter(wanted)) {
      const current = planned.find((p) => p.meetingId === meeting.id && p.offsetHours === offset);
      if (current && current.meetingDate.getTime() === meeting.date.getTime()) continue;
      const values = {
        meetingDate: meeting.date,
        dueAt: new Date(meeting.date.getTime() - offset * HOUR),
        status: "pending",
        sentAt: null,
        updatedAt: now,
      };
      await tx
        .insert(meetingReminders)
        .values({ meetingId: meeting.id, offsetHours: offset, ...values })
        .onConflictDoUpdate({
          target: [meetingReminders.meetingId, meetingReminders.offsetHours],
          set: values,
        });
    }
  }
}

/** Who is reminded: invitees who did not answer 'Não vou' nor turned reminders off. */
async function remindedOf(tx: Executor, meetingId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: meetingUsers.userId })
    .from(meetingUsers)
    .leftJoin(
      notificationEmailOptOuts,
      and(
        eq(notificationEmailOptOuts.userId, meetingUsers.userId),
        eq(notificationEmailOptOuts.category, "reminders"),
      ),
    )
    .where(
      and(
        eq(meetingUsers.meetingId, meetingId),
        or(isNull(meetingUsers.rsvp), ne(meetingUsers.rsvp, "NO")),
        isNull(notificationEmailOptOuts.userId),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Claims one due reminder and makes it (or drops it), all in one transaction. */
async function sendOne(db: Database, now: Date): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(meetingReminders)
      .where(and(eq(meetingReminders.status, "pending"), lte(meetingReminders.dueAt, now)))
      .orderBy(asc(meetingReminders.dueAt), asc(meetingReminders.meetingId))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return null;
    const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, job.meetingId));
    const offsets = (await getOrganizationSettings(tx)).meetingReminderHours;
    const start = meeting.date.getTime();
    // Cancelled, finished, moved, started, or an offset no longer set; and after a pause of
    // the workers only the latest due reminder of a meeting goes out.
    const stale =
      meeting.status !== "PENDING" ||
      start !== job.meetingDate.getTime() ||
      start <= now.getTime() ||
      !offsets.includes(job.offsetHours) ||
      offsets.some((o) => o < job.offsetHours && start - o * HOUR <= now.getTime());
    const done = { status: stale ? "dropped" : "sent", sentAt: stale ? null : now, updatedAt: now };
    const key = and(
      eq(meetingReminders.meetingId, job.meetingId),
      eq(meetingReminders.offsetHours, job.offsetHours),
    );
    if (!stale) {
      const when = formatDateTime(meeting.date, ICS_TIME_ZONE);
      await notify(tx, await recipientsByIds(tx, await remindedOf(tx, meeting.id)), {
        category: "reminders",
        event: "meeting.reminder",
        title: `Lembrete: ${meeting.title}`.slice(0, 200),
        body: `A reunião "${meeting.title}" começa em ${when} (horário de Brasília). Link: ${meeting.link}`,
        href: (r) =>
          r.profile === "ADMIN"
            ? `/admin/meetings/${meeting.id}`
            : `/collaborator/meetings/${meeting.id}`,
      });
    }
    await tx.update(meetingReminders).set(done).where(key);
    return stale ? "dropped" : "sent";
  });
}

/** One pass of the reminder worker: the due reminders, up to `batch` (see drainDueJobs). */
export const drainReminders = (options: { now?: Date; batch?: number; db?: Database } = {}) =>
  drainDueJobs(sendOne, options);

/**
 * After the organisation changed its offsets: the pending meetings of the next week (168 h,
 * the longest offset) planned again.
 */
export async function replanUpcoming(now = new Date()): Promise<void> {
  const db = await getDb();
  const upcoming = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.status, "PENDING"),
        gt(meetings.date, now),
        lte(meetings.date, new Date(now.getTime() + 168 * HOUR)),
      ),
    );
  await db.transaction((tx) =>
    planReminders(
      tx,
      upcoming.map((m) => m.id),
      now,
    ),
  );
}

declare global {
  var __membrosReminders: (() => void) | undefined;
}

/** Starts this process's reminder worker (instrumentation.ts); REMINDER_POLL_MS, default 30 s. */
export function startReminderWorker(): void {
  if (globalThis.__membrosReminders) return;
  const interval = Number(process.env.REMINDER_POLL_MS || 30_000);
  globalThis.__membrosReminders = startPolling("lembretes", () => drainReminders(), interval);
  logger.info(`[lembretes] lembretes de reuniões ativos (verificação a cada ${interval} ms).`);
}

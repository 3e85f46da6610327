import "server-only";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { meetingAgendaItems, meetings, meetingSeries, meetingUsers } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import { badRequest, conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { formatDateTime } from "@/lib/format";
import { MAX_OCCURRENCES, occurrenceDates } from "@/lib/recurrence";
import { recordStatusChange } from "@/lib/services/history";
import { ICS_TIME_ZONE } from "@/lib/services/notifications/ics";
import { notify, recipientsByIds } from "@/lib/services/notifications/notify";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { meetingWebhookData } from "@/lib/services/webhooks/payloads";
import {
  meetingScopeSchema,
  type MeetingScope,
  type MeetingUpdate,
  type Recurrence,
} from "@/lib/validation/meeting";
import { planReminders } from "./reminders";
import { seriesCalendar } from "./series-calendar";

/**
 * Recurring meetings (decision 0121): a series row and one meeting per occurrence, each edited,
 * finished or cancelled on its own; "this and the following" applies one change to an
 * occurrence and the pending ones after it, with one message per person for all of them.
 */

/** `?scope=single|following` of an edit or a cancel; a bad value is a 400 naming `scope`. */
export const parseScope = (scope: unknown): MeetingScope =>
  parseWith(meetingScopeSchema, { scope: scope ?? undefined }).scope;

/** The occurrences' dates, or a 400 on `recurrence.until` when they would be too many. */
function datesOf(first: Date, recurrence: Recurrence): Date[] {
  const end = recurrence.until ? { until: recurrence.until } : { count: recurrence.count! };
  const dates = occurrenceDates(first, recurrence.frequency, end, ICS_TIME_ZONE);
  if (dates.length > MAX_OCCURRENCES)
    throw badRequest("Dados inválidos", {
      "recurrence.until": [`A série pode ter no máximo ${MAX_OCCURRENCES} ocorrências`],
    });
  if (dates.length < 2)
    throw badRequest("Dados inválidos", {
      "recurrence.until": ["A data final deve permitir ao menos duas ocorrências"],
    });
  return dates;
}

/**
 * Makes the meeting just created (its attendees and agenda already written) the first
 * occurrence of a new series and adds the others as copies of it, each with its history row,
 * webhook and reminders. The caller then announces the first one: its invitation carries the
 * whole series.
 */
export async function expandSeries(
  tx: Transaction,
  actor: Actor,
  firstId: number,
  recurrence: Recurrence,
): Promise<void> {
  const [first] = await tx.select().from(meetings).where(eq(meetings.id, firstId));
  const dates = datesOf(first.date, recurrence);
  const [series] = await tx
    .insert(meetingSeries)
    .values({
      frequency: recurrence.frequency,
      startsAt: first.date,
      count: dates.length,
      until: recurrence.until ?? null,
      title: first.title,
      description: first.description,
      link: first.link,
    })
    .returning({ id: meetingSeries.id });
  await tx
    .update(meetings)
    .set({ seriesId: series.id, occurrenceIndex: 0 })
    .where(eq(meetings.id, firstId));
  const attendees = await tx
    .select({ userId: meetingUsers.userId })
    .from(meetingUsers)
    .where(eq(meetingUsers.meetingId, firstId));
  const agenda = await tx
    .select()
    .from(meetingAgendaItems)
    .where(eq(meetingAgendaItems.meetingId, firstId));
  // Every column the meeting has, but its identity, generated and per-occurrence ones.
  const { id, titleSearch, createdAt, updatedAt, ...copy } = first;
  void [id, titleSearch, createdAt, updatedAt];
  for (const [index, date] of dates.entries()) {
    if (index === 0) continue;
    const [created] = await tx
      .insert(meetings)
      .values({ ...copy, date, seriesId: series.id, occurrenceIndex: index })
      .returning({ id: meetings.id });
    if (attendees.length)
      await tx
        .insert(meetingUsers)
        .values(attendees.map((a) => ({ meetingId: created.id, userId: a.userId })));
    if (agenda.length)
      await tx.insert(meetingAgendaItems).values(
        agenda.map((item) => ({
          meetingId: created.id,
          position: item.position,
          title: item.title,
          description: item.description,
        })),
      );
    await recordStatusChange(tx, {
      entityType: "meeting",
      entityId: created.id,
      from: null,
      to: "PENDING",
      actorId: actor.id,
    });
    await planReminders(tx, [created.id]);
    await emitWebhook(tx, "meeting.created", await meetingWebhookData(tx, created.id));
  }
}

/** The pending occurrences from this one on, locked; a meeting outside a series is a 400. */
async function following(tx: Transaction, id: number) {
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, id));
  if (!meeting) throw notFound("Reunião não encontrada");
  if (meeting.seriesId === null)
    throw badRequest("Dados inválidos", { scope: ["Esta reunião não faz parte de uma série"] });
  if (meeting.status !== "PENDING") throw conflict("Apenas reuniões pendentes podem ser alteradas");
  const rows = await tx
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.seriesId, meeting.seriesId),
        gte(meetings.occurrenceIndex, meeting.occurrenceIndex ?? 0),
        eq(meetings.status, "PENDING"),
      ),
    )
    .orderBy(asc(meetings.occurrenceIndex))
    .for("update");
  return { meeting, seriesId: meeting.seriesId, rows };
}

/** One message per person about a change to many occurrences, with the series' invitation. */
async function announce(
  tx: Transaction,
  seriesId: number,
  userIds: number[],
  from: { id: number; date: Date; title: string },
  cancelled: boolean,
) {
  const calendar = await seriesCalendar(tx, seriesId);
  const when = formatDateTime(from.date, ICS_TIME_ZONE);
  await notify(tx, await recipientsByIds(tx, userIds), {
    category: "meetings",
    event: cancelled ? "meeting.cancelled" : "meeting.changed",
    title: `${cancelled ? "Reuniões canceladas" : "Reuniões alteradas"}: ${from.title}`.slice(
      0,
      200,
    ),
    body: `${cancelled ? "Foram canceladas" : "Mudaram"} as reuniões "${from.title}" a partir de ${when} (horário de Brasília).`,
    href: (r) =>
      r.profile === "ADMIN" ? `/admin/meetings/${from.id}` : `/collaborator/meetings/${from.id}`,
    invite: (r) => calendar.invite(r),
  });
}

const attendeesOfAll = async (tx: Transaction, ids: number[]) =>
  ids.length
    ? (
        await tx
          .selectDistinct({ userId: meetingUsers.userId })
          .from(meetingUsers)
          .where(inArray(meetingUsers.meetingId, ids))
      ).map((r) => r.userId)
    : [];

/**
 * `PATCH /api/meetings/{id}?scope=following`: the fields sent, on this occurrence and every
 * pending one after it; a new date moves each of them by the same amount. `apply` is the
 * single-meeting edit, run without its own messages.
 */
export async function updateFollowing(
  tx: Transaction,
  id: number,
  input: MeetingUpdate,
  apply: (tx: Transaction, id: number, input: MeetingUpdate, quiet: boolean) => Promise<void>,
): Promise<void> {
  const { meeting, seriesId, rows } = await following(tx, id);
  const shift = input.meetingDate ? input.meetingDate.getTime() - meeting.date.getTime() : 0;
  const before = await attendeesOfAll(
    tx,
    rows.map((r) => r.id),
  );
  for (const row of rows)
    await apply(
      tx,
      row.id,
      { ...input, meetingDate: shift ? new Date(row.date.getTime() + shift) : undefined },
      true,
    );
  // From the series' first occurrence on, the change is the series' own: the master follows it.
  if (meeting.occurrenceIndex === 0) {
    const [series] = await tx.select().from(meetingSeries).where(eq(meetingSeries.id, seriesId));
    await tx
      .update(meetingSeries)
      .set({
        title: input.title ?? series.title,
        description: input.description ?? series.description,
        link: input.link ?? series.link,
        startsAt: new Date(series.startsAt.getTime() + shift),
      })
      .where(eq(meetingSeries.id, seriesId));
  }
  const [now] = await tx.select().from(meetings).where(eq(meetings.id, id));
  const after = input.users ?? before;
  await announce(tx, seriesId, [...new Set([...before, ...after])], now, false);
}

/** `PATCH /api/meetings/{id}/cancel?scope=following`: this occurrence and the pending ones after it. */
export async function cancelFollowing(tx: Transaction, actor: Actor, id: number): Promise<void> {
  const { meeting, seriesId, rows } = await following(tx, id);
  const ids = rows.map((r) => r.id);
  await tx
    .update(meetings)
    .set({
      status: "CANCELED",
      icsSequence: sql`${meetings.icsSequence} + 1`,
      updatedAt: new Date(),
    })
    .where(inArray(meetings.id, ids));
  for (const row of rows) {
    await recordStatusChange(tx, {
      entityType: "meeting",
      entityId: row.id,
      from: "PENDING",
      to: "CANCELED",
      actorId: actor.id,
    });
    await emitWebhook(tx, "meeting.cancelled", await meetingWebhookData(tx, row.id));
  }
  await planReminders(tx, ids);
  await announce(tx, seriesId, await attendeesOfAll(tx, ids), meeting, true);
}

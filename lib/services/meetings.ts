import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db";
import { meetings, meetingUsers, users } from "@/db/schema";
import { requireAdmin, requireSignedIn, type Actor } from "@/lib/core/actor";
import { badRequest, conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { recordStatusChange } from "@/lib/services/history";
import { attendeesOf, meetingEvent } from "@/lib/services/notifications/events";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { meetingWebhookData } from "@/lib/services/webhooks/payloads";
import { publishedIcs } from "@/lib/services/notifications/ics";
import { moveStatus } from "@/lib/services/status-move";
import { agendaOf, quorumColumns, replaceAgenda } from "@/lib/services/meetings/agenda";
import { parseFinish, recordFinish } from "@/lib/services/meetings/attendance";
import { minutesAttachment } from "@/lib/services/meetings/minutes";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";
import { meetingFilters, meetingOrder } from "@/lib/services/meetings/filters";
import {
  getMeeting,
  getOwnMeeting,
  listMeetings,
  listOwnMeetings,
  NOT_FOUND,
} from "@/lib/services/meetings/read";
import { mailConfig } from "@/lib/core/env";
import { planReminders } from "@/lib/services/meetings/reminders";
import {
  cancelFollowing,
  expandSeries,
  parseScope,
  updateFollowing,
} from "@/lib/services/meetings/series";
import { publishedSeriesIcs } from "@/lib/services/meetings/series-calendar";
import {
  meetingSchema,
  meetingUpdateSchema,
  type MeetingUpdate,
  type MeetingView,
} from "@/lib/validation/meeting";

export type { MeetingView };
export { MEETING_TIME_ZONE, meetingFilters, meetingOrder };
export { getMeeting, getOwnMeeting, listMeetings, listOwnMeetings };

const NOT_PENDING = "Apenas reuniões pendentes podem ser alteradas";

/** Attendees must be active users; otherwise a 400 on `users`. */
async function assertAttendees(db: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.active, true)));
  if (found.length !== ids.length)
    throw badRequest("Dados inválidos", { users: ["Usuário inválido"] });
}

/** `POST /api/meetings`, 'Nova reunião': a PENDING meeting, recorded in the history. */
export async function createMeeting(actor: Actor, body: unknown): Promise<{ id: number }> {
  requireAdmin(actor);
  const input = parseWith(meetingSchema, body ?? {});
  const db = await getDb();
  await assertAttendees(db, input.users);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(meetings)
      .values({
        title: input.title,
        description: input.description,
        link: input.link,
        date: input.meetingDate,
        ...quorumColumns(input.quorum),
      })
      .returning({ id: meetings.id });
    await replaceAgenda(tx, created.id, input.agenda);
    if (input.users.length)
      await tx
        .insert(meetingUsers)
        .values(input.users.map((userId) => ({ meetingId: created.id, userId })));
    if (input.recurrence) await expandSeries(tx, actor, created.id, input.recurrence);
    await planReminders(tx, [created.id]);
    await recordStatusChange(tx, {
      entityType: "meeting",
      entityId: created.id,
      from: null,
      to: "PENDING",
      actorId: actor.id,
    });
    await meetingEvent(tx, created.id, input.users, "created");
    await emitWebhook(tx, "meeting.created", await meetingWebhookData(tx, created.id));
    return created;
  });
}

/** Only a PENDING meeting changes; otherwise 404 (no such meeting) or 409. */
async function lockPending(tx: Executor, id: number) {
  const [row] = await tx.select().from(meetings).where(eq(meetings.id, id)).for("update");
  if (!row) throw notFound(NOT_FOUND);
  if (row.status !== "PENDING") throw conflict(NOT_PENDING);
  return row;
}

/**
 * `PATCH /api/meetings/{id}`, 'Editar reunião': the fields sent; `users` replaces the list.
 * `?scope=following`: this occurrence of a series and the pending ones after it.
 */
export async function updateMeeting(
  actor: Actor,
  id: number,
  body: unknown,
  scope?: unknown,
): Promise<void> {
  requireAdmin(actor);
  const input = parseWith(meetingUpdateSchema, body ?? {});
  const following = parseScope(scope) === "following";
  const db = await getDb();
  if (input.users) await assertAttendees(db, input.users);
  await db.transaction((tx) =>
    following ? updateFollowing(tx, id, input, applyUpdate) : applyUpdate(tx, id, input),
  );
}

/** One meeting's edit in `tx`; `quiet` leaves the messages to a caller changing many. */
async function applyUpdate(tx: Transaction, id: number, input: MeetingUpdate, quiet = false) {
  const before = await lockPending(tx, id);
  const attendeesBefore = await attendeesOf(tx, id);
  const moved =
    (input.title !== undefined && input.title !== before.title) ||
    (input.link !== undefined && input.link !== before.link) ||
    (input.meetingDate !== undefined && input.meetingDate.getTime() !== before.date.getTime());
  await tx
    .update(meetings)
    .set({
      title: input.title,
      description: input.description,
      link: input.link,
      date: input.meetingDate,
      ...quorumColumns(input.quorum),
      // A new SEQUENCE tells calendars the invitation they hold is outdated.
      icsSequence: sql`${meetings.icsSequence} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(meetings.id, id));
  await replaceAgenda(tx, id, input.agenda);
  const attendeesNow = input.users ?? attendeesBefore;
  const added = attendeesNow.filter((userId) => !attendeesBefore.includes(userId));
  const removed = attendeesBefore.filter((userId) => !attendeesNow.includes(userId));
  // Only who left or joined changes: the others keep their answer ("Não vou" stops reminders).
  if (removed.length)
    await tx
      .delete(meetingUsers)
      .where(and(eq(meetingUsers.meetingId, id), inArray(meetingUsers.userId, removed)));
  if (added.length)
    await tx.insert(meetingUsers).values(added.map((userId) => ({ meetingId: id, userId })));
  const stayed = attendeesNow.filter((userId) => attendeesBefore.includes(userId));
  await planReminders(tx, [id]);
  await emitWebhook(tx, "meeting.changed", await meetingWebhookData(tx, id));
  if (quiet) return;
  if (moved) await meetingEvent(tx, id, stayed, "changed");
  await meetingEvent(tx, id, added, "invited");
  await meetingEvent(tx, id, removed, "removed");
}

/** PENDING → DONE or CANCELED through the one status move: of two concurrent moves one wins (409). */
async function move(actor: Actor, id: number, to: "DONE" | "CANCELED", body?: unknown) {
  requireAdmin(actor);
  const finish = to === "DONE" ? parseFinish(body) : null;
  await moveStatus(await getDb(), {
    table: meetings,
    id,
    from: "PENDING",
    to,
    // Both are a new revision of the invitation: METHOD:CANCEL, or (finished) a REQUEST that
    // confirms the event as it was (decision 0065), each with a higher SEQUENCE.
    set: { icsSequence: sql`${meetings.icsSequence} + 1`, ...(finish && { finishedBy: actor.id }) },
    history: { entityType: "meeting", actorId: actor.id },
    notFound: () => notFound(NOT_FOUND),
    notMovable: () => conflict(NOT_PENDING),
    also: async (tx) => {
      // The present invitees' e-mails carry the minutes (decision 0120).
      const present = finish ? await recordFinish(tx, id, finish) : [];
      const minutes = present.length && mailConfig() ? [await minutesAttachment(tx, id)] : null;
      const attach = (r: { id: number }) => (present.includes(r.id) ? minutes : null);
      const event = to === "DONE" ? "finished" : "cancelled";
      await meetingEvent(tx, id, await attendeesOf(tx, id), event, attach);
      await planReminders(tx, [id]);
      if (to === "CANCELED")
        await emitWebhook(tx, "meeting.cancelled", await meetingWebhookData(tx, id));
    },
  });
}

/** `PATCH /api/meetings/{id}/finish`, 'Finalizar reunião': optionally attendance, guests, outcomes. */
export const finishMeeting = (actor: Actor, id: number, body?: unknown) =>
  move(actor, id, "DONE", body);
/** `PATCH /api/meetings/{id}/cancel`, 'Cancelar reunião'; `?scope=following` as in an edit. */
export async function cancelMeeting(actor: Actor, id: number, scope?: unknown): Promise<void> {
  requireAdmin(actor);
  if (parseScope(scope) === "single") return move(actor, id, "CANCELED");
  await (await getDb()).transaction((tx) => cancelFollowing(tx, actor, id));
}

/** `GET /api/meetings/{id}/ics`: the meeting as a calendar file, for an admin or an attendee. */
export async function meetingIcs(actor: Actor, id: number): Promise<string> {
  requireSignedIn(actor);
  const db = await getDb();
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  if (!row) throw notFound(NOT_FOUND);
  if (actor.profile !== "ADMIN" && !(await attendeesOf(db, id)).includes(actor.id))
    throw notFound(NOT_FOUND);
  if (row.seriesId !== null)
    return publishedSeriesIcs(db, row.seriesId, actor.profile === "ADMIN" ? null : actor.id);
  return publishedIcs(row.title, [{ ...row, agenda: await agendaOf(db, id) }]);
}

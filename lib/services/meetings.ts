import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db";
import { meetings, meetingUsers, users } from "@/db/schema";
import { requireAdmin, requireEmployee, requireSignedIn, type Actor } from "@/lib/core/actor";
import { badRequest, conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { historyOf, recordStatusChange } from "@/lib/services/history";
import { preparedOnce } from "@/db/prepared";
import { idIn, paged, rowsOf } from "@/lib/services/list";
import { attendeesOf, meetingEvent } from "@/lib/services/notifications/events";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { meetingWebhookData } from "@/lib/services/webhooks/payloads";
import { publishedIcs } from "@/lib/services/notifications/ics";
import { moveStatus } from "@/lib/services/status-move";
import {
  agendaOf,
  meetingRecords,
  quorumColumns,
  replaceAgenda,
} from "@/lib/services/meetings/agenda";
import { parseFinish, recordFinish } from "@/lib/services/meetings/attendance";
import { minutesAttachment } from "@/lib/services/meetings/minutes";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";
import { meetingFilters, meetingOrder } from "@/lib/services/meetings/filters";
import { mailConfig } from "@/lib/core/env";
import { planReminders } from "@/lib/services/meetings/reminders";
import {
  cancelFollowing,
  expandSeries,
  parseScope,
  updateFollowing,
} from "@/lib/services/meetings/series";
import { publishedSeriesIcs } from "@/lib/services/meetings/series-calendar";
import type { Paginated } from "@/lib/validation/list";
import {
  meetingListQuerySchema,
  meetingSchema,
  meetingUpdateSchema,
  type MeetingListQuery,
  type MeetingUpdate,
  type MeetingView,
} from "@/lib/validation/meeting";

export type { MeetingView };
export { MEETING_TIME_ZONE, meetingFilters, meetingOrder };

const NOT_FOUND = "Reunião não encontrada";
const NOT_PENDING = "Apenas reuniões pendentes podem ser alteradas";

const columns = {
  id: meetings.id,
  title: meetings.title,
  description: meetings.description,
  link: meetings.link,
  date: meetings.date,
  status: meetings.status,
  seriesId: meetings.seriesId,
  createdAt: meetings.createdAt,
  updatedAt: meetings.updatedAt,
};

async function withAttendees(
  db: Executor,
  rows: Array<
    { id: number; date: Date; createdAt: Date; updatedAt: Date } & Omit<
      MeetingView,
      "id" | "date" | "createdAt" | "updatedAt" | "UserMeeting"
    >
  >,
): Promise<MeetingView[]> {
  const ids = rows.map((r) => r.id);
  const attendeesOf = preparedOnce(db, "meeting_attendees", () =>
    db
      .select({
        meetingId: meetingUsers.meetingId,
        userId: users.id,
        rsvp: meetingUsers.rsvp,
        attendance: meetingUsers.attendance,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(meetingUsers)
      .innerJoin(users, eq(users.id, meetingUsers.userId))
      .where(idIn(meetingUsers.meetingId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
  );
  const attendees = ids.length ? await attendeesOf.execute({ ids }) : [];
  return rows.map((row) => ({
    ...row,
    date: row.date.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    UserMeeting: attendees
      .filter((a) => a.meetingId === row.id)
      .map(({ userId, rsvp, attendance, firstName, lastName }) => ({
        userId,
        rsvp,
        attendance,
        User: { firstName, lastName },
      })),
  }));
}

/** A deferred join (decision 0020): the page of ids on an index, then those meetings. */
async function list(
  query: MeetingListQuery,
  attendeeId: number | null,
): Promise<Paginated<MeetingView>> {
  const db = await getDb();
  const where = and(...meetingFilters(query, attendeeId));
  const order = meetingOrder(query);
  return paged(
    query,
    async (limit, offset) => {
      const ids = await db
        .select({ id: meetings.id })
        .from(meetings)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const byIds = preparedOnce(db, "meetings_rows", () =>
        db.select(columns).from(meetings).where(idIn(meetings.id)),
      );
      return withAttendees(db, await rowsOf(ids, (page) => byIds.execute({ ids: page })));
    },
    { executor: db, from: meetings, where },
  );
}

/** `GET /api/meetings`, 'Reuniões' (ADMIN). */
export async function listMeetings(actor: Actor, rawQuery: unknown) {
  requireAdmin(actor);
  return list(parseWith(meetingListQuerySchema, rawQuery ?? {}), null);
}

/** `GET /api/collaborator/meetings`: only the meetings the collaborator attends. */
export async function listOwnMeetings(actor: Actor, rawQuery: unknown) {
  requireEmployee(actor);
  return list(parseWith(meetingListQuerySchema, rawQuery ?? {}), actor.id);
}

async function findMeeting(db: Executor, id: number): Promise<MeetingView> {
  const rows = await db.select(columns).from(meetings).where(eq(meetings.id, id));
  if (!rows.length) throw notFound(NOT_FOUND);
  return (await withAttendees(db, rows))[0];
}

/** `GET /api/meetings/{id}` (ADMIN): the meeting, its attendees and its status history. */
export async function getMeeting(actor: Actor, id: number) {
  requireAdmin(actor);
  const db = await getDb();
  const meeting = await findMeeting(db, id);
  const history = await historyOf(db, "meeting", id);
  return {
    ...meeting,
    ...(await meetingRecords(db, id, meeting.UserMeeting)),
    StatusHistory: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

/** A meeting the collaborator attends (`/collaborator/meetings/{id}`, where notifications link); any other → 404. */
export async function getOwnMeeting(actor: Actor, id: number) {
  requireEmployee(actor);
  const db = await getDb();
  const meeting = await findMeeting(db, id);
  if (!meeting.UserMeeting.some((a) => a.userId === actor.id)) throw notFound(NOT_FOUND);
  return { ...meeting, ...(await meetingRecords(db, id, meeting.UserMeeting)) };
}

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

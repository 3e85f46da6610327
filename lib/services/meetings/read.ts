import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { meetings, meetingUsers, users } from "@/db/schema";
import { preparedOnce } from "@/db/prepared";
import { requireAdmin, requireEmployee, type Actor } from "@/lib/core/actor";
import { notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { historyOf } from "@/lib/services/history";
import { idIn, paged, rowsOf } from "@/lib/services/list";
import { meetingRecords } from "@/lib/services/meetings/agenda";
import { meetingFilters, meetingOrder } from "@/lib/services/meetings/filters";
import type { Paginated } from "@/lib/validation/list";
import {
  meetingListQuerySchema,
  type MeetingListQuery,
  type MeetingView,
} from "@/lib/validation/meeting";

/** Reading meetings: the lists of both areas and one meeting with its attendees and records. */

export const NOT_FOUND = "Reunião não encontrada";

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
  const filters = meetingFilters(query, attendeeId);
  const where = and(...filters);
  const order = meetingOrder(query);
  // Filtered by nothing but the attendee, a collaborator's meetings are their meeting_users rows
  // (one per meeting, by its key): counted on the (user_id, meeting_id) index alone.
  const matching =
    attendeeId !== null && filters.length === 1
      ? { executor: db, from: meetingUsers, where: eq(meetingUsers.userId, attendeeId) }
      : { executor: db, from: meetings, where };
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
    matching,
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

export async function findMeeting(db: Executor, id: number): Promise<MeetingView> {
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

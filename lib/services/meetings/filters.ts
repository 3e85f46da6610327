import "server-only";
import { desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { meetings, meetingUsers } from "@/db/schema";
import { containsText, orderFor } from "@/lib/services/list";
import type { MeetingListQuery, MEETING_SORTS } from "@/lib/validation/meeting";
import { MEETING_TIME_ZONE } from "./time-zone";

const SORTABLE: Record<(typeof MEETING_SORTS)[number], AnyColumn | SQL> = {
  title: meetings.titleSearch,
  description: meetings.description,
  date: meetings.date,
  link: meetings.link,
  status: meetings.status,
  createdAt: meetings.createdAt,
  updatedAt: meetings.updatedAt,
};

export function meetingFilters(query: MeetingListQuery, attendeeId: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (attendeeId !== null) {
    conditions.push(
      sql`exists (select 1 from ${meetingUsers} where ${meetingUsers.meetingId} = ${meetings.id} and ${meetingUsers.userId} = ${attendeeId})`,
    );
  }
  if (query.title) conditions.push(containsText(meetings.titleSearch, query.title));
  if (query.status !== "ALL") conditions.push(eq(meetings.status, query.status));
  if (query.date) {
    // The whole day in the organisation's zone, as a range the date index can serve.
    conditions.push(
      sql`${meetings.date} >= (${query.date}::date)::timestamp at time zone ${MEETING_TIME_ZONE}`,
    );
    conditions.push(
      sql`${meetings.date} < (${query.date}::date + 1)::timestamp at time zone ${MEETING_TIME_ZONE}`,
    );
  }
  return conditions;
}

/** The ORDER BY of the meetings list, shared with the CSV export: the sort, then date and id. */
export const meetingOrder = (query: MeetingListQuery) =>
  orderFor(query, SORTABLE, [desc(meetings.date), desc(meetings.id)], [meetings.id]);

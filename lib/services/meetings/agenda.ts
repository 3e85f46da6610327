import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/db";
import { meetingAgendaItems, meetings, users } from "@/db/schema";
import type { z } from "@/lib/validation/zod";
import {
  quorumOf,
  type AgendaItemView,
  type agendaSchema,
  type AttendanceStatus,
  type Quorum,
  type quorumSchema,
  type QuorumResult,
} from "@/lib/validation/meeting-records";

/** The agenda of a meeting, in its order. */
export const agendaOf = async (db: Executor, meetingId: number): Promise<AgendaItemView[]> =>
  (await agendasOf(db, [meetingId])).get(meetingId) ?? [];

/** The agendas of several meetings (a calendar feed) in one query. */
export async function agendasOf(
  db: Executor,
  meetingIds: number[],
): Promise<Map<number, AgendaItemView[]>> {
  const byMeeting = new Map<number, AgendaItemView[]>();
  if (!meetingIds.length) return byMeeting;
  const rows = await db
    .select({
      meetingId: meetingAgendaItems.meetingId,
      id: meetingAgendaItems.id,
      position: meetingAgendaItems.position,
      title: meetingAgendaItems.title,
      description: meetingAgendaItems.description,
      outcome: meetingAgendaItems.outcome,
    })
    .from(meetingAgendaItems)
    .where(inArray(meetingAgendaItems.meetingId, meetingIds))
    .orderBy(asc(meetingAgendaItems.position), asc(meetingAgendaItems.id));
  for (const { meetingId, ...item } of rows)
    byMeeting.set(meetingId, [...(byMeeting.get(meetingId) ?? []), item]);
  return byMeeting;
}

/**
 * Create and edit send the whole agenda: it replaces the stored one. Outcomes are only written
 * when the meeting is finished, after which the agenda no longer changes.
 */
export async function replaceAgenda(
  tx: Executor,
  meetingId: number,
  items: z.output<typeof agendaSchema> | undefined,
): Promise<void> {
  if (items === undefined) return;
  await tx.delete(meetingAgendaItems).where(eq(meetingAgendaItems.meetingId, meetingId));
  if (items.length)
    await tx.insert(meetingAgendaItems).values(
      items.map((item, position) => ({
        meetingId,
        position,
        title: item.title,
        description: item.description,
      })),
    );
}

/** The quorum columns of a create or edit body (`undefined`: leave them as they are). */
export const quorumColumns = (quorum: z.output<typeof quorumSchema> | undefined) =>
  quorum === undefined
    ? {}
    : { quorumKind: quorum?.kind ?? null, quorumValue: quorum?.value ?? null };

export type MeetingRecords = {
  agenda: AgendaItemView[];
  quorum: Quorum | null;
  guests: string[];
  /** Who finished the meeting (chaired it, in the minutes); null while it is not finished. */
  chairedBy: string | null;
  rsvpCounts: { YES: number; MAYBE: number; NO: number; none: number };
  quorumResult: QuorumResult;
};

/** The agenda, quorum, guests and answers of a meeting, added to its view. */
export async function meetingRecords(
  db: Executor,
  meetingId: number,
  invitees: { rsvp: string | null; attendance: AttendanceStatus | null }[],
): Promise<MeetingRecords> {
  const [row] = await db
    .select({
      quorumKind: meetings.quorumKind,
      quorumValue: meetings.quorumValue,
      guests: meetings.guests,
      chairFirst: users.firstName,
      chairLast: users.lastName,
    })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.finishedBy))
    .where(eq(meetings.id, meetingId));
  const quorum =
    row.quorumKind && row.quorumValue ? { kind: row.quorumKind, value: row.quorumValue } : null;
  const count = (answer: string | null) => invitees.filter((i) => i.rsvp === answer).length;
  return {
    agenda: await agendaOf(db, meetingId),
    quorum,
    guests: row.guests,
    chairedBy: row.chairFirst ? `${row.chairFirst} ${row.chairLast}` : null,
    rsvpCounts: { YES: count("YES"), MAYBE: count("MAYBE"), NO: count("NO"), none: count(null) },
    quorumResult: quorumOf(
      quorum,
      invitees.length,
      invitees.map((i) => i.attendance),
    ),
  };
}

import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { meetings, meetingUsers, users, type OutboxAttachment } from "@/db/schema";
import { requireSignedIn, type Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { getOrganizationSettings } from "@/lib/services/organization-settings";
import { meetingRecords } from "./agenda";
import { renderMinutesPdf } from "./minutes-pdf";
import { MEETING_TIME_ZONE } from "./time-zone";

const NOT_FOUND = "Reunião não encontrada";

async function minutesOf(db: Executor, meetingId: number): Promise<Uint8Array> {
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  const attendees = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      rsvp: meetingUsers.rsvp,
      attendance: meetingUsers.attendance,
    })
    .from(meetingUsers)
    .innerJoin(users, eq(users.id, meetingUsers.userId))
    .where(eq(meetingUsers.meetingId, meetingId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const records = await meetingRecords(db, meetingId, attendees);
  return renderMinutesPdf({
    organization: (await getOrganizationSettings(db)).name,
    title: meeting.title,
    description: meeting.description,
    date: meeting.date,
    timeZone: MEETING_TIME_ZONE,
    link: meeting.link,
    chairedBy: records.chairedBy,
    attendees: attendees.map((a) => ({
      name: `${a.firstName} ${a.lastName}`,
      attendance: a.attendance,
    })),
    guests: records.guests,
    quorum: records.quorum,
    quorumResult: records.quorumResult,
    agenda: records.agenda,
  });
}

export const minutesFilename = (meetingId: number) => `ata-reuniao-${meetingId}.pdf`;

/**
 * `GET /api/meetings/{id}/minutes.pdf`: for an admin, or an invitee; anyone else gets a 404.
 * Minutes exist once the meeting is finished: before that, a 409 to those who may see it.
 */
export async function meetingMinutesPdf(actor: Actor, meetingId: number): Promise<Uint8Array> {
  requireSignedIn(actor);
  const db = await getDb();
  const [row] = await db
    .select({ status: meetings.status })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!row) throw notFound(NOT_FOUND);
  if (actor.profile !== "ADMIN") {
    const invited = await db
      .select({ userId: meetingUsers.userId })
      .from(meetingUsers)
      .where(eq(meetingUsers.meetingId, meetingId));
    if (!invited.some((i) => i.userId === actor.id)) throw notFound(NOT_FOUND);
  }
  if (row.status !== "DONE") throw conflict("A ata só existe depois que a reunião é finalizada");
  return minutesOf(db, meetingId);
}

/** The minutes as an e-mail attachment, written in the finish's transaction. */
export async function minutesAttachment(
  tx: Executor,
  meetingId: number,
): Promise<OutboxAttachment> {
  return {
    filename: minutesFilename(meetingId),
    contentType: "application/pdf",
    content: Buffer.from(await minutesOf(tx, meetingId)).toString("base64"),
  };
}

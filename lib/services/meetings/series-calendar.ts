import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/db";
import { meetings, meetingSeries, meetingUsers } from "@/db/schema";
import type { Invite } from "@/lib/services/notifications/notify";
import {
  ICS_TIME_ZONE,
  publishedIcs,
  seriesInviteIcs,
  type IcsSeries,
} from "@/lib/services/notifications/ics";
import { occurrenceAt, RECURRENCE_LABELS, type RecurrenceFrequency } from "@/lib/recurrence";

/**
 * A series as each person's calendar should hold it (decision 0121), worked out from the rows:
 * the master event is the rule and the fields the series was created with; an occurrence the
 * person does not attend (cancelled, or not invited to it) is an EXDATE; one that differs from
 * what the rule and the master say (edited alone, or "this and the following") is an override.
 */
export type SeriesCalendar = {
  /** 'semanal, 4 ocorrências' */
  label: string;
  /** The series for one person (all of it when `userId` is null, as an admin sees it). */
  forUser: (userId: number | null) => IcsSeries;
  /** The `invite.ics` for one recipient: CANCEL when nothing of the series is left for them. */
  invite: (recipient: { id: number; email: string }) => Invite;
};

export async function seriesCalendar(db: Executor, seriesId: number): Promise<SeriesCalendar> {
  const [series] = await db.select().from(meetingSeries).where(eq(meetingSeries.id, seriesId));
  const occurrences = await db
    .select()
    .from(meetings)
    .where(eq(meetings.seriesId, seriesId))
    .orderBy(asc(meetings.occurrenceIndex));
  const attendance = occurrences.length
    ? await db
        .select({ meetingId: meetingUsers.meetingId, userId: meetingUsers.userId })
        .from(meetingUsers)
        .where(
          inArray(
            meetingUsers.meetingId,
            occurrences.map((o) => o.id),
          ),
        )
    : [];
  const frequency = series.frequency as RecurrenceFrequency;
  // Any change to any occurrence bumps its SEQUENCE; their sum only grows.
  const sequence = occurrences.reduce((sum, o) => sum + o.icsSequence, 0);
  const slotOf = (index: number) => occurrenceAt(series.startsAt, frequency, index, ICS_TIME_ZONE);

  const forUser = (userId: number | null): IcsSeries => {
    const excluded: Date[] = [];
    const overrides: IcsSeries["overrides"] = [];
    for (const occurrence of occurrences) {
      const slot = slotOf(occurrence.occurrenceIndex ?? 0);
      const invited =
        userId === null ||
        attendance.some((a) => a.meetingId === occurrence.id && a.userId === userId);
      if (!invited || occurrence.status === "CANCELED") excluded.push(slot);
      else if (
        occurrence.date.getTime() !== slot.getTime() ||
        occurrence.title !== series.title ||
        occurrence.description !== series.description ||
        occurrence.link !== series.link
      )
        overrides.push({ slot, meeting: occurrence });
    }
    return { ...series, frequency, sequence, excluded, overrides };
  };

  return {
    label: `${RECURRENCE_LABELS[frequency].toLowerCase()}, ${series.count} ocorrências`,
    forUser,
    invite: (recipient) => {
      const mine = forUser(recipient.id);
      const method = mine.excluded.length === series.count ? "CANCEL" : "REQUEST";
      return { method, ics: seriesInviteIcs(mine, method, recipient.email) };
    },
  };
}

/** The series as a published calendar (`GET /api/meetings/{id}/ics` of an occurrence). */
export async function publishedSeriesIcs(
  db: Executor,
  seriesId: number,
  userId: number | null,
): Promise<string> {
  const calendar = await seriesCalendar(db, seriesId);
  const series = calendar.forUser(userId);
  return publishedIcs(series.title, [], [series]);
}

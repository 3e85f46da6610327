import "server-only";
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
import { appUrl, mailConfig } from "@/lib/core/env";

/** Invitations and feeds are written in the organisation's zone (no DST there since 2019). */
export const ICS_TIME_ZONE = "America/Sao_Paulo";
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:-03",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** Meetings carry no duration; calendars show them as one hour. */
const DURATION_MS = 60 * 60_000;

export type IcsMeeting = {
  id: number;
  title: string;
  description: string;
  link: string;
  date: Date;
  status: string;
  icsSequence: number;
  /** The agenda, written after the description. */
  agenda?: { title: string; description: string | null }[];
};

/** The description, then 'Pauta:' and the numbered items with their descriptions. */
export function icsDescription(meeting: Pick<IcsMeeting, "description" | "agenda">): string {
  if (!meeting.agenda?.length) return meeting.description;
  const items = meeting.agenda.map(
    (item, i) => `${i + 1}. ${item.title}${item.description ? ` (${item.description})` : ""}`,
  );
  return `${meeting.description}\n\nPauta:\n${items.join("\n")}`;
}

/** The same UID for every invitation of one meeting, so calendars update and remove one event. */
export const meetingUid = (id: number) => `meeting-${id}@${new URL(appUrl()).hostname}`;

// ical-generator prints a Date's UTC fields after TZID: hand it the wall-clock time of the zone.
const wallClock = (instant: Date): Date => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: ICS_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return new Date(
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second),
  );
};

function calendar(name: string, method: ICalCalendarMethod | null): ICalCalendar {
  return ical({
    name,
    method,
    prodId: { company: "Membros", product: "Membros", language: "PT-BR" },
    timezone: { name: ICS_TIME_ZONE, generator: () => VTIMEZONE },
  });
}

function addEvent(cal: ICalCalendar, meeting: IcsMeeting, cancelled: boolean, attendee?: string) {
  const from = mailConfig()?.from;
  const organizer = from
    ? { name: "Membros", email: from.replace(/^.*<([^>]+)>.*$/, "$1") }
    : undefined;
  cal.createEvent({
    organizer,
    attendees: attendee ? [{ email: attendee, rsvp: false }] : [],
    id: meetingUid(meeting.id),
    sequence: meeting.icsSequence,
    start: wallClock(meeting.date),
    end: wallClock(new Date(meeting.date.getTime() + DURATION_MS)),
    timezone: ICS_TIME_ZONE,
    stamp: new Date(),
    summary: meeting.title,
    description: icsDescription(meeting),
    url: meeting.link,
    location: meeting.link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** `invite.ics`: METHOD:REQUEST (create, change) or METHOD:CANCEL, one event. */
export function inviteIcs(
  meeting: IcsMeeting,
  method: "REQUEST" | "CANCEL",
  attendee: string,
): string {
  const cal = calendar(
    meeting.title,
    method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  addEvent(cal, meeting, method === "CANCEL", attendee);
  return cal.toString();
}

/** A published calendar (a feed, or one meeting's download): METHOD:PUBLISH. */
export function publishedIcs(name: string, meetings: IcsMeeting[]): string {
  const cal = calendar(name, ICalCalendarMethod.PUBLISH);
  for (const meeting of meetings) addEvent(cal, meeting, meeting.status === "CANCELED");
  return cal.toString();
}

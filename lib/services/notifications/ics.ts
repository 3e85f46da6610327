import "server-only";
import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEvent,
} from "ical-generator";
import { appUrl, mailConfig } from "@/lib/core/env";
import { wallClock as wallClockIn } from "@/lib/recurrence";

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
const wallClock = (instant: Date): Date => wallClockIn(instant, ICS_TIME_ZONE);

function calendar(name: string, method: ICalCalendarMethod | null): ICalCalendar {
  return ical({
    name,
    method,
    prodId: { company: "Membros", product: "Membros", language: "PT-BR" },
    timezone: { name: ICS_TIME_ZONE, generator: () => VTIMEZONE },
  });
}

function addEvent(
  cal: ICalCalendar,
  meeting: IcsMeeting,
  cancelled: boolean,
  attendee?: string,
): ICalEvent {
  const from = mailConfig()?.from;
  const organizer = from
    ? { name: "Membros", email: from.replace(/^.*<([^>]+)>.*$/, "$1") }
    : undefined;
  return cal.createEvent({
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
export function publishedIcs(
  name: string,
  meetings: IcsMeeting[],
  series: IcsSeries[] = [],
): string {
  const cal = calendar(name, ICalCalendarMethod.PUBLISH);
  for (const meeting of meetings) addEvent(cal, meeting, meeting.status === "CANCELED");
  for (const one of series)
    addSeries(cal, one, one.overrides.length === 0 && one.excluded.length === one.count);
  return cal.toString();
}

// ─── Recurring meetings (decision 0121) ─────────────────────────────────────────────────────

/**
 * A series as one recipient's calendar holds it: the master event (the rule and the fields the
 * series was created with), the slots they do not attend (cancelled, or not invited: EXDATE)
 * and the occurrences that differ from the master (RECURRENCE-ID = the slot the rule gives).
 */
export type IcsSeries = {
  id: number;
  frequency: "WEEKLY" | "MONTHLY";
  startsAt: Date;
  count: number;
  title: string;
  description: string;
  link: string;
  /** Grows with every change of any occurrence, so each invitation supersedes the last. */
  sequence: number;
  excluded: Date[];
  overrides: Array<{ slot: Date; meeting: IcsMeeting }>;
};

export const seriesUid = (id: number) => `meeting-series-${id}@${new URL(appUrl()).hostname}`;

/** 20270304T190000: a wall-clock time of the zone, as DTSTART;TZID writes it. */
const icsLocal = (instant: Date) =>
  wallClock(instant)
    .toISOString()
    .replace(/[-:]|\.\d{3}Z$/g, "");

function addSeries(cal: ICalCalendar, series: IcsSeries, cancelled: boolean, attendee?: string) {
  const uid = seriesUid(series.id);
  const master = addEvent(
    cal,
    {
      ...series,
      id: series.id,
      date: series.startsAt,
      status: "PENDING",
      icsSequence: series.sequence,
    },
    cancelled,
    attendee,
  );
  const day = wallClock(series.startsAt).getUTCDate();
  // As text: ical-generator takes BYSETPOS only with BYDAY. On the 29th to the 31st, a shorter
  // month meets on its last day (as the occurrences do).
  const byLastDay =
    series.frequency === "MONTHLY" && day > 28
      ? `;BYMONTHDAY=${Array.from({ length: day - 27 }, (_, i) => 28 + i).join(",")};BYSETPOS=-1`
      : "";
  const rule = [`RRULE:FREQ=${series.frequency};COUNT=${series.count}${byLastDay}`];
  if (series.excluded.length)
    rule.push(`EXDATE;TZID=${ICS_TIME_ZONE}:${series.excluded.map(icsLocal).join(",")}`);
  master.id(uid).repeating(rule.join("\r\n"));
  if (cancelled) return;
  for (const { slot, meeting } of series.overrides)
    addEvent(cal, { ...meeting, icsSequence: series.sequence }, false, attendee)
      .id(uid)
      .recurrenceId(wallClock(slot));
}

/** A series' `invite.ics`: REQUEST with the whole series, or CANCEL of all of it. */
export function seriesInviteIcs(
  series: IcsSeries,
  method: "REQUEST" | "CANCEL",
  attendee: string,
): string {
  const cal = calendar(
    series.title,
    method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  addSeries(cal, series, method === "CANCEL", attendee);
  return cal.toString();
}

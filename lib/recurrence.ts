/**
 * Dates of recurring meetings (decision 0121), worked out on the wall clock of one zone: a
 * weekly meeting at 19:00 stays at 19:00 across a change of offset, as calendars expand the
 * RRULE. Pure functions, no dependencies: the form, the services and the tests share them.
 */
export const RECURRENCE_FREQUENCIES = ["WEEKLY", "MONTHLY"] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const RECURRENCE_LABELS: Record<RecurrenceFrequency, string> = {
  WEEKLY: "Semanal",
  MONTHLY: "Mensal",
};
export const MAX_OCCURRENCES = 52;

/** The instant's wall-clock time in `zone`, as a Date whose UTC fields hold it. */
export function wallClock(instant: Date, zone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
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
}

/** The instant at which `zone`'s clocks show `wall` (UTC fields); the inverse of `wallClock`. */
export function fromWallClock(wall: Date, zone: string): Date {
  let guess = wall.getTime();
  // Two corrections settle the offset, also next to a change of it.
  for (let i = 0; i < 2; i++)
    guess = wall.getTime() - (wallClock(new Date(guess), zone).getTime() - guess);
  return new Date(guess);
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The wall-clock time of occurrence `index`: `index` weeks later, or `index` months later on the
 * same day, or on the month's last day when the month is shorter (a series on the 31st meets on
 * 30 April and 28 or 29 February).
 */
function nthWall(first: Date, frequency: RecurrenceFrequency, index: number): Date {
  if (frequency === "WEEKLY") return new Date(first.getTime() + index * 7 * 86_400_000);
  const months = first.getUTCMonth() + index;
  const year = first.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(first.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(year, month, day, first.getUTCHours(), first.getUTCMinutes(), first.getUTCSeconds()),
  );
}

/** The instant of occurrence `index` of a series whose first occurrence is `first`. */
export const occurrenceAt = (
  first: Date,
  frequency: RecurrenceFrequency,
  index: number,
  zone: string,
): Date => fromWallClock(nthWall(wallClock(first, zone), frequency, index), zone);

/**
 * The occurrences of a series: `count` of them, or those on or before the day `until`
 * ('YYYY-MM-DD' in `zone`), at most `MAX_OCCURRENCES + 1` (one more than allowed tells the
 * caller the end lies too far).
 */
export function occurrenceDates(
  first: Date,
  frequency: RecurrenceFrequency,
  end: { count: number } | { until: string },
  zone: string,
): Date[] {
  const firstWall = wallClock(first, zone);
  const last = "until" in end ? Date.parse(`${end.until}T23:59:59.999Z`) : Number.POSITIVE_INFINITY;
  const limit = "count" in end ? Math.min(end.count, MAX_OCCURRENCES + 1) : MAX_OCCURRENCES + 1;
  const dates: Date[] = [];
  for (let index = 0; index < limit; index++) {
    const wall = nthWall(firstWall, frequency, index);
    if (wall.getTime() > last) break;
    dates.push(fromWallClock(wall, zone));
  }
  return dates;
}

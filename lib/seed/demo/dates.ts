const DAY = 86_400_000;

/**
 * `days` from now (negative: in the past), at `hour`:`minute` in Brasília (UTC−3, no DST since
 * 2019).
 */
export function daysFromNow(days: number, hour?: number, minute = 0): Date {
  const date = new Date(Date.now() + days * DAY);
  if (hour != null) date.setUTCHours(hour + 3, minute, 0, 0);
  return date;
}

/**
 * The instant `days` after `date`, never later than now (demo history does not happen in the
 * future).
 */
export const laterBy = (date: Date, days: number) =>
  new Date(Math.min(date.getTime() + days * DAY, Date.now()));

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

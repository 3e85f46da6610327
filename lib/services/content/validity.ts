import "server-only";
import { gte, isNull, or, type SQL } from "drizzle-orm";
import type { GrantTable } from "@/db/schema";
import { clockNow } from "@/lib/core/clock";
import { fromWallClock } from "@/lib/recurrence";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";
import { addDays, todayIn } from "@/lib/time-zone";

/**
 * A grant's `validUntil` is its last day in the organisation's zone (APP_TIME_ZONE): access holds
 * through that whole day and ends when the next one starts (decision 0126).
 */
export const GRANT_TIME_ZONE = MEETING_TIME_ZONE;

/** How many days before its end a grant's holder is told. */
export const NOTICE_DAYS = 7;

/** Today in the organisation's zone, by the app's clock (tests move it). */
export const grantToday = (now = clockNow()): string => todayIn(GRANT_TIME_ZONE, now);

/** The grant is in force on `today`: no end, or an end today or later. */
export const inForce = (grants: GrantTable, today: string): SQL =>
  or(isNull(grants.validUntil), gte(grants.validUntil, today))!;

/** Whether a grant ending on `validUntil` (null: never) is over on `today`. */
export const isExpired = (validUntil: string | null, today: string): boolean =>
  validUntil !== null && validUntil < today;

/** The instant `day` begins in the organisation's zone. */
export const startOfDay = (day: string): Date =>
  fromWallClock(new Date(`${day}T00:00:00Z`), GRANT_TIME_ZONE);

/** When the notice of a grant ending on `validUntil` is due: 7 days before it, or now if that passed. */
export function noticeDueAt(validUntil: string, now: Date): Date {
  const due = startOfDay(addDays(validUntil, -NOTICE_DAYS));
  return due < now ? now : due;
}

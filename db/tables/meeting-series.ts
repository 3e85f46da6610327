import { date, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

// ─── Recurring meetings ─────────────────────────────────────────────────────────────────────

/**
 * A weekly or monthly series (decision 0121). Each occurrence is a `meetings` row of its own
 * (`series_id`, `occurrence_index`); this row keeps what the calendar invitation's master event
 * says: the rule (DTSTART, FREQ, COUNT) and the fields the occurrences started with, so an
 * occurrence edited alone is written as an override (RECURRENCE-ID) and a cancelled one as an
 * EXDATE.
 */
export const meetingSeries = pgTable("meeting_series", {
  id: id(),
  /** 'WEEKLY' | 'MONTHLY' */
  frequency: varchar("frequency", { length: 10 }).notNull(),
  /** The first occurrence as created: the rule's DTSTART. */
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  /** How many occurrences were created (the rule's COUNT, at most 52). */
  count: integer("count").notNull(),
  /** The last day asked for, when the series was created 'until a date'. */
  until: date("until"),
  title: varchar("title", { length: 191 }).notNull(),
  description: text("description").notNull(),
  link: text("link").notNull(),
  ...timestamps,
});

import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { meetings } from "./meetings";

/**
 * Meeting reminders as jobs (decision 0121): one row per meeting and offset (24 h, 1 h, … before
 * it), planned when the meeting is created or moved. A worker on any node claims due rows with
 * FOR UPDATE SKIP LOCKED and, in the same transaction, writes the notifications and e-mails and
 * marks the row sent: a reminder is made once however many nodes run.
 */
export const meetingReminders = pgTable(
  "meeting_reminders",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    offsetHours: smallint("offset_hours").notNull(),
    /** The meeting's start this row was planned for; a move re-plans it. */
    meetingDate: timestamp("meeting_date", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** 'pending' | 'sent' | 'dropped' (cancelled, finished, moved or superseded) */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.offsetHours] }),
    index("meeting_reminders_due_idx").on(t.status, t.dueAt),
  ],
);

import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./people";

// ─── Notifications (in-app), e-mail outbox, preferences, calendar feeds ────────────────────

/** A file sent with an e-mail; `content` is base64. */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/**
 * 'finance' | 'meetings' | 'content' | 'reminders': the unit of a user's e-mail preference
 * ('reminders' turned off also stops the in-app reminder: decision 0121).
 */
export const NOTIFICATION_CATEGORIES = ["finance", "meetings", "content", "reminders"] as const;

/** One row per recipient, written in the transaction of the change that caused it. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    category: varchar("category", { length: 20 }).notNull(),
    /** What happened: 'refund.denied', 'meeting.changed', … */
    event: varchar("event", { length: 40 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body").notNull(),
    /** The app path of the record it is about. */
    href: text("href").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx").on(t.userId, t.readAt),
  ],
);

/**
 * The e-mail outbox: one message per row, rendered when the change commits; a worker claims due
 * rows with FOR UPDATE SKIP LOCKED (lib/services/outbox), so several processes share it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    notificationId: integer("notification_id").references(() => notifications.id),
    toEmail: varchar("to_email", { length: 255 }).notNull(),
    subject: varchar("subject", { length: 255 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** An `invite.ics` attachment (meeting invitations), when there is one. */
    ics: text("ics"),
    icsMethod: varchar("ics_method", { length: 10 }),
    /** Other attachments (a meeting's minutes), base64, stored as sent (decision 0120). */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    /** 'pending' | 'sending' | 'sent' | 'failed' */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending row is due; while 'sending', when its claim expires. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_notification_idx").on(t.notificationId),
  ],
);

/** A row means: no e-mail of this category for this user (in-app always). */
export const notificationEmailOptOuts = pgTable(
  "notification_email_opt_outs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    category: varchar("category", { length: 20 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** The secret of each user's calendar feed URL; a new one replaces (invalidates) the old. */
export const notificationCalendarFeeds = pgTable("notification_calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  token: varchar("token", { length: 64 }).notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

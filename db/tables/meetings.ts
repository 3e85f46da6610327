import { sql, type SQL } from "drizzle-orm";
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { norm, timestamps, id } from "./columns";
import { users } from "./people";

// ─── Meetings ───────────────────────────────────────────────────────────────────────────────

export const meetingStatus = pgEnum("meeting_status", ["PENDING", "DONE", "CANCELED"]);

export const meetings = pgTable(
  "meetings",
  {
    id: id(),
    title: varchar("title", { length: 191 }).notNull(),
    description: text("description").notNull(),
    link: text("link").notNull(),
    date: timestamp("date", { withTimezone: true }).notNull(),
    status: meetingStatus("status").notNull().default("PENDING"),
    /** The iCalendar SEQUENCE of its invitations: bumped on every change and on cancel. */
    icsSequence: integer("ics_sequence").notNull().default(0),
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(meetings.title)),
    ...timestamps,
  },
  (t) => [
    index("meetings_date_idx").on(t.date, t.id),
    index("meetings_status_date_idx").on(t.status, t.date, t.id),
    index("meetings_title_search_idx").using("gin", sql`${t.titleSearch} gin_trgm_ops`),
    index("meetings_title_sort_idx").on(t.titleSearch, t.id),
    index("meetings_created_idx").on(t.createdAt, t.id),
    index("meetings_updated_idx").on(t.updatedAt, t.id),
    index("meetings_description_idx").on(t.description, t.id),
    index("meetings_link_idx").on(t.link, t.id),
    index("meetings_status_sort_idx").on(t.status, t.id),
  ],
);

export const meetingUsers = pgTable(
  "meeting_users",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index("meeting_users_user_idx").on(t.userId),
  ],
);

// ─── Status history of meetings and finance items ───────────────────────────────────────────

export const statusHistory = pgTable(
  "status_history",
  {
    id: id(),
    /** 'meeting' | 'payment' | 'payment_request' | 'refund' */
    entityType: varchar("entity_type", { length: 30 }).notNull(),
    entityId: integer("entity_id").notNull(),
    fromStatus: varchar("from_status", { length: 20 }),
    toStatus: varchar("to_status", { length: 20 }).notNull(),
    reason: text("reason"),
    actorId: integer("actor_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("status_history_entity_idx").on(t.entityType, t.entityId, t.createdAt)],
);

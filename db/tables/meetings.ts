import { sql, type SQL } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { norm, timestamps, id } from "./columns";
import { meetingSeries } from "./meeting-series";
import { users } from "./people";

// ─── Meetings ───────────────────────────────────────────────────────────────────────────────

export const meetingStatus = pgEnum("meeting_status", ["PENDING", "DONE", "CANCELED"]);
export const meetingRsvp = pgEnum("meeting_rsvp", ["YES", "MAYBE", "NO"]);
export const meetingAttendance = pgEnum("meeting_attendance", ["PRESENT", "ABSENT", "EXCUSED"]);
export const meetingQuorumKind = pgEnum("meeting_quorum_kind", ["COUNT", "PERCENT"]);

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
    /** The quorum (both set or both null): a number of invitees or a percentage of them. */
    quorumKind: meetingQuorumKind("quorum_kind"),
    quorumValue: integer("quorum_value"),
    /** The admin who finished it: who chaired, in the minutes. */
    finishedBy: integer("finished_by").references(() => users.id),
    /** People present who were not invited, by name, recorded at finish. */
    guests: jsonb("guests").$type<string[]>().notNull().default([]),
    /** The series it is an occurrence of (decision 0121), and which one (0 = the first). */
    seriesId: integer("series_id").references(() => meetingSeries.id),
    occurrenceIndex: integer("occurrence_index"),
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
    index("meetings_series_idx").on(t.seriesId, t.occurrenceIndex),
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
    /** The invitee's answer ('Vou', 'Talvez', 'Não vou'); null: not answered. */
    rsvp: meetingRsvp("rsvp"),
    rsvpAt: timestamp("rsvp_at", { withTimezone: true }),
    /** Recorded when the meeting is finished with an attendance list; null: not recorded. */
    attendance: meetingAttendance("attendance"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    // With the meeting id beside the user id, a collaborator's meetings are counted from the index alone.
    index("meeting_users_user_meeting_idx").on(t.userId, t.meetingId),
  ],
);

/** The agenda: ordered items, each with the outcome written when the meeting is finished. */
export const meetingAgendaItems = pgTable(
  "meeting_agenda_items",
  {
    id: id(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    outcome: text("outcome"),
  },
  (t) => [index("meeting_agenda_items_meeting_idx").on(t.meetingId, t.position)],
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

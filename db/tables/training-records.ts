import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { lessons, trainings } from "./content";
import { users } from "./people";

/**
 * What training counts with: quiz questions and attempts, grant expiry notices and
 * certificates.
 */

/** One question of a quiz lesson; `options` is [{ id, text, correct }] and never leaves the server whole. */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: id(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    text: text("text").notNull(),
    options: jsonb("options").notNull(),
    ...timestamps,
  },
  (t) => [index("quiz_questions_lesson_idx").on(t.lessonId, t.position)],
);

/** Every submitted attempt, kept: the answers given, the score (%) and whether it passed. */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    answers: jsonb("answers").notNull(),
    score: smallint("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quiz_attempts_user_lesson_idx").on(t.userId, t.lessonId, t.createdAt)],
);

/**
 * The notice 7 days before a grant ends, as a job row (like meeting_reminders): planned when the
 * grant is given or changed, claimed by any node with FOR UPDATE SKIP LOCKED, sent once.
 * `kind` is the grant's level: 'training' | 'module' | 'submodule'.
 */
export const grantExpiryNotices = pgTable(
  "grant_expiry_notices",
  {
    kind: varchar("kind", { length: 10 }).notNull(),
    itemId: integer("item_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The grant's end this row was planned for; a change re-plans it. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** 'pending' | 'sent' | 'dropped' */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.userId] }),
    index("grant_expiry_notices_due_idx").on(t.status, t.dueAt),
  ],
);

/**
 * A certificate of a completed training. What it states is copied at issue (name, training,
 * hours, date), so the verification page answers the same whatever changes later; anonymising
 * the person blanks `person_name`. `code` is random and unguessable; one per person and training.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    code: varchar("code", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trainingId: integer("training_id").references(() => trainings.id, { onDelete: "set null" }),
    personName: varchar("person_name", { length: 191 }).notNull(),
    trainingTitle: varchar("training_title", { length: 191 }).notNull(),
    workloadHours: integer("workload_hours"),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("certificates_code_idx").on(t.code),
    uniqueIndex("certificates_user_training_idx").on(t.userId, t.trainingId),
    index("certificates_training_idx").on(t.trainingId, t.issuedAt),
  ],
);

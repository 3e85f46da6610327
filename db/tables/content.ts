import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { norm, timestamps, id } from "./columns";
import { users, files } from "./people";

// ─── Training content: trainings › modules › submodules › lessons ───────────────────────────

const contentColumns = () => ({
  id: id(),
  title: varchar("title", { length: 191 }).notNull(),
  description: text("description").notNull(),
  fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
  ...timestamps,
});

/** The filters and sorts every content list offers, and the file route's owner lookup. */
const contentIndexes = (
  name: string,
  t: {
    titleSearch: AnyPgColumn;
    title: AnyPgColumn;
    createdAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
    fileId: AnyPgColumn;
  },
) => [
  index(`${name}_title_search_idx`).using("gin", sql`${t.titleSearch} gin_trgm_ops`),
  index(`${name}_title_idx`).on(t.title),
  index(`${name}_created_idx`).on(t.createdAt),
  index(`${name}_updated_idx`).on(t.updatedAt),
  index(`${name}_file_idx`).on(t.fileId),
];

export const trainings = pgTable(
  "trainings",
  {
    ...contentColumns(),
    tutor: varchar("tutor", { length: 191 }).notNull(),
    /** Printed on the certificate ("carga horária"); null: not printed. */
    workloadHours: integer("workload_hours"),
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(trainings.title)),
  },
  (t) => [...contentIndexes("trainings", t), index("trainings_tutor_idx").on(t.tutor)],
);

export const modules = pgTable(
  "modules",
  {
    ...contentColumns(),
    parentId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    /** Locked until this module of the same training is completed. */
    requiresModuleId: integer("requires_module_id").references((): AnyPgColumn => modules.id, {
      onDelete: "set null",
    }),
    /** "Em ordem": locked until the module before it (by id) is completed. */
    requiresPrevious: boolean("requires_previous").notNull().default(false),
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(modules.title)),
  },
  (t) => [index("modules_parent_idx").on(t.parentId), ...contentIndexes("modules", t)],
);

export const submodules = pgTable(
  "submodules",
  {
    ...contentColumns(),
    parentId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(submodules.title)),
  },
  (t) => [index("submodules_parent_idx").on(t.parentId), ...contentIndexes("submodules", t)],
);

export const lessons = pgTable(
  "lessons",
  {
    ...contentColumns(),
    parentId: integer("submodule_id")
      .notNull()
      .references(() => submodules.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** 'content' (a link to study) | 'quiz' ("Questionário": its questions in quiz_questions). */
    lessonKind: varchar("lesson_kind", { length: 10 }).notNull().default("content"),
    /** Quizzes only: the score to pass (%), the attempts allowed (null: any) and the wait between them. */
    passingScore: smallint("passing_score"),
    maxAttempts: smallint("max_attempts"),
    attemptWaitMinutes: integer("attempt_wait_minutes"),
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(lessons.title)),
  },
  (t) => [index("lessons_parent_idx").on(t.parentId), ...contentIndexes("lessons", t)],
);

const grantTable = (
  name: string,
  itemTable: typeof trainings | typeof modules | typeof submodules,
) =>
  pgTable(
    name,
    {
      userId: integer("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      itemId: integer("item_id").notNull(),
      /** The last day of access (in APP_TIME_ZONE); null: no end. */
      validUntil: date("valid_until", { mode: "string" }),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.itemId] }),
      index(`${name}_item_idx`).on(t.itemId),
      foreignKey({
        columns: [t.itemId],
        foreignColumns: [itemTable.id],
        name: `${name}_item_fk`,
      }).onDelete("cascade"),
    ],
  );

/** The three grant tables share one shape (user × item), so the services treat them alike. */
export type GrantTable = ReturnType<typeof grantTable>;

export const trainingGrants = grantTable("training_grants", trainings);
export const moduleGrants = grantTable("module_grants", modules);
export const submoduleGrants = grantTable("submodule_grants", submodules);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("lesson_progress_lesson_idx").on(t.lessonId),
  ],
);

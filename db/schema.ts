import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/**
 * Case- and accent-insensitive search key ('José' → 'jose'). `membros_norm` is an IMMUTABLE
 * SQL function created by the first migration, so it can feed generated columns and indexes.
 */
export const norm = (value: SQL | AnyPgColumn | string): SQL => sql`membros_norm(${value})`;

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

// ─── People ─────────────────────────────────────────────────────────────────────────────────

export const profiles = pgTable("profiles", {
  id: id(),
  label: varchar("label", { length: 32 }).notNull().unique(),
  ...timestamps,
});

export const users = pgTable(
  "users",
  {
    id: id(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id),
    phone: varchar("phone", { length: 20 }).notNull(),
    document: varchar("document", { length: 14 }),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    instagram: varchar("instagram", { length: 100 }),
    pixKey: varchar("pix_key", { length: 140 }),
    /** Deleting a user deactivates it, so finance history keeps its owner. */
    active: boolean("active").notNull().default(true),
    /** Bumped on password change or deactivation: every token carrying an older value dies. */
    tokenVersion: integer("token_version").notNull().default(0),
    nameSearch: text("name_search").generatedAlwaysAs(
      (): SQL => norm(sql`${users.firstName} || ' ' || ${users.lastName}`),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_name_search_idx").using("gin", sql`${t.nameSearch} gin_trgm_ops`),
    index("users_email_search_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("users_profile_idx").on(t.profileId),
    index("users_active_first_name_idx").on(t.active, t.firstName),
    index("users_name_sort_idx").on(t.nameSearch),
    index("users_phone_search_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
    index("users_document_search_idx").using("gin", sql`${t.document} gin_trgm_ops`),
    index("users_instagram_search_idx").using("gin", sql`lower(${t.instagram}) gin_trgm_ops`),
    index("users_pix_key_search_idx").using("gin", sql`lower(${t.pixKey}) gin_trgm_ops`),
    index("users_birth_date_idx").on(t.birthDate),
    index("users_created_idx").on(t.createdAt),
  ],
);

/** Failed sign-ins, counted per e-mail and per address, so throttling holds across processes. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: id(),
    key: varchar("key", { length: 300 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_time_idx").on(t.key, t.createdAt)],
);

// ─── Files ──────────────────────────────────────────────────────────────────────────────────

export const files = pgTable(
  "files",
  {
    id: id(),
    storage: varchar("storage", { length: 20 }).notNull(), // 'local' | 'uploadthing'
    key: text("key").notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    ownerId: integer("owner_id").references(() => users.id),
    ...timestamps,
  },
  (t) => [index("files_owner_idx").on(t.ownerId)],
);

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
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(meetings.title)),
    ...timestamps,
  },
  (t) => [
    index("meetings_date_idx").on(t.date),
    index("meetings_status_date_idx").on(t.status, t.date),
    index("meetings_title_search_idx").using("gin", sql`${t.titleSearch} gin_trgm_ops`),
    index("meetings_title_sort_idx").on(t.titleSearch),
    index("meetings_created_idx").on(t.createdAt),
    index("meetings_updated_idx").on(t.updatedAt),
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
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index("meeting_users_user_idx").on(t.userId)],
);

// ─── Finance: one shape, three tables ───────────────────────────────────────────────────────

export const financeStatus = pgEnum("finance_status", ["PENDING", "PAID", "CANCELLED", "APPROVED"]);

const financeTypeTable = (name: string) =>
  pgTable(name, {
    id: id(),
    label: varchar("label", { length: 100 }).notNull(),
    /** A retired type is no longer offered; items that use it keep their label. */
    active: boolean("active").notNull().default(true),
    ...timestamps,
  });

export const paymentTypes = financeTypeTable("payment_types");
export const paymentRequestTypes = financeTypeTable("payment_request_types");
export const refundTypes = financeTypeTable("refund_types");

const financeItemTable = (name: string, typeTable: typeof paymentTypes) =>
  pgTable(
    name,
    {
      id: id(),
      userId: integer("user_id")
        .notNull()
        .references(() => users.id),
      typeId: integer("type_id")
        .notNull()
        .references(() => typeTable.id),
      description: varchar("description", { length: 191 }).notNull(),
      valueCents: bigint("value_cents", { mode: "number" }).notNull(),
      /** requestDate / refundDate; payments have none. */
      date: date("date", { mode: "string" }),
      status: financeStatus("status").notNull().default("PENDING"),
      reason: text("reason"),
      fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
      ...timestamps,
    },
    (t) => [
      index(`${name}_user_created_idx`).on(t.userId, t.createdAt),
      index(`${name}_status_created_idx`).on(t.status, t.createdAt),
      index(`${name}_type_created_idx`).on(t.typeId, t.createdAt),
      index(`${name}_created_idx`).on(t.createdAt),
      index(`${name}_updated_idx`).on(t.updatedAt),
      index(`${name}_value_idx`).on(t.valueCents),
      index(`${name}_date_idx`).on(t.date),
      index(`${name}_description_idx`).on(t.description),
      // The file route asks which item owns a file.
      index(`${name}_file_idx`).on(t.fileId),
    ],
  );

export const payments = financeItemTable("payments", paymentTypes);
export const paymentRequests = financeItemTable("payment_requests", paymentRequestTypes);
export const refunds = financeItemTable("refunds", refundTypes);

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
  t: { titleSearch: AnyPgColumn; title: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn; fileId: AnyPgColumn },
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
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(modules.title)),
  },
  (t) => [
    index("modules_parent_idx").on(t.parentId),
    ...contentIndexes("modules", t),
  ],
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
  (t) => [
    index("submodules_parent_idx").on(t.parentId),
    ...contentIndexes("submodules", t),
  ],
);

export const lessons = pgTable(
  "lessons",
  {
    ...contentColumns(),
    parentId: integer("submodule_id")
      .notNull()
      .references(() => submodules.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    titleSearch: text("title_search").generatedAlwaysAs((): SQL => norm(lessons.title)),
  },
  (t) => [
    index("lessons_parent_idx").on(t.parentId),
    ...contentIndexes("lessons", t),
  ],
);

const grantTable = (name: string, itemTable: typeof trainings | typeof modules | typeof submodules) =>
  pgTable(
    name,
    {
      userId: integer("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      itemId: integer("item_id").notNull(),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.itemId] }),
      index(`${name}_item_idx`).on(t.itemId),
      foreignKey({ columns: [t.itemId], foreignColumns: [itemTable.id], name: `${name}_item_fk` }).onDelete("cascade"),
    ],
  );

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
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_lesson_idx").on(t.lessonId)],
);

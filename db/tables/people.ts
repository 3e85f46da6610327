import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { norm, timestamps, id } from "./columns";

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
    /** CPF | CNPJ | EMAIL | PHONE | EVP (lib/validation/pix-key.ts); null with no key or a legacy one. */
    pixKeyType: varchar("pix_key_type", { length: 10 }),
    /** A free-text key from before typed keys that could not be read as any type: to be reviewed. */
    pixKeyNeedsReview: boolean("pix_key_needs_review").notNull().default(false),
    /** Deleting a user deactivates it, so finance history keeps its owner. */
    active: boolean("active").notNull().default(true),
    /** Bumped on password change or deactivation: every token carrying an older value dies. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Set once when the personal fields were erased (LGPD anonymisation); never cleared. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    nameSearch: text("name_search").generatedAlwaysAs((): SQL =>
      norm(sql`${users.firstName} || ' ' || ${users.lastName}`),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_name_search_idx").using("gin", sql`${t.nameSearch} gin_trgm_ops`),
    index("users_email_search_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("users_profile_idx").on(t.profileId),
    index("users_active_profile_idx")
      .on(t.profileId, t.id)
      .where(sql`${t.active}`),
    index("users_active_first_name_idx").on(t.active, t.firstName, t.lastName, t.id),
    index("users_name_sort_idx").on(t.nameSearch, t.id),
    index("users_phone_search_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
    index("users_document_search_idx").using("gin", sql`${t.document} gin_trgm_ops`),
    index("users_instagram_search_idx").using("gin", sql`lower(${t.instagram}) gin_trgm_ops`),
    index("users_pix_key_search_idx").using("gin", sql`lower(${t.pixKey}) gin_trgm_ops`),
    index("users_phone_sort_idx").on(t.phone, t.id),
    index("users_birth_date_idx").on(t.birthDate, t.id),
    index("users_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * A narrow copy of each user's name and status for the name search (decision 0101). A search
 * reads and rechecks every match to count and sort them; in `users` each match sits on a page
 * of its own, here a hundred or so narrow rows share one. Written
 * only by the `users_names` trigger (migration 0011), in the same statement as the user row.
 */
export const userNames = pgTable(
  "user_names",
  {
    id: integer("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    active: boolean("active").notNull(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    nameSearch: text("name_search").notNull(),
  },
  (t) => [index("user_names_search_idx").using("gin", sql`${t.nameSearch} gin_trgm_ops`)],
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
    storage: varchar("storage", { length: 20 }).notNull(), // 'local' | 'uploadthing' | 's3'
    key: text("key").notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    ownerId: integer("owner_id").references(() => users.id),
    ...timestamps,
  },
  (t) => [index("files_owner_idx").on(t.ownerId), index("files_sha256_idx").on(t.sha256)],
);

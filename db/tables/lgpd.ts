import { index, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { files, users } from "./people";

// ─── LGPD: anonymisations and receipt access ───────────────────────────────────────────────

/** Who anonymised which user and when (the record of an irreversible act; no personal data). */
export const anonymizations = pgTable("anonymizations", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id),
  actorId: integer("actor_id")
    .notNull()
    .references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every download of a file through GET /api/files/{id}: who and when. */
export const fileAccesses = pgTable(
  "file_accesses",
  {
    id: id(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("file_accesses_file_time_idx").on(t.fileId, t.createdAt)],
);

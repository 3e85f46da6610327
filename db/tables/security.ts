import { boolean, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./people";

// ─── Sessions ───────────────────────────────────────────────────────────────────────────────

/**
 * One row per browser session or API token. The signed credential carries the row's id; the
 * actor is loaded only while the row exists, so logging out (one row) or 'Sair de todos os
 * dispositivos' (every row of the user) ends a copied cookie or token at once.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'browser' (Auth.js cookie) or 'api' (Bearer token from POST /api/auth). */
    kind: varchar("kind", { length: 16 }).notNull(),
    /** Opened, or confirmed since, with a second factor (a code or a passkey) after the password. */
    twoFactor: boolean("two_factor").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("user_sessions_user_idx").on(t.userId),
    index("user_sessions_expires_idx").on(t.expiresAt),
  ],
);

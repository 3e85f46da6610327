import { bigint, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * A person's authenticator app (TOTP). The shared secret is stored encrypted (AES-256-GCM, key
 * derived from AUTH_SECRET; lib/services/two-factor-crypto.ts), so a database dump alone does
 * not reveal it. A row without `confirmedAt` is a setup in progress and signs nobody in.
 */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last accepted 30-second time step: a code is accepted once (replay refused). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time recovery codes per person with TOTP, stored as keyed hashes (HMAC-SHA-256). */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./people";

// ─── Passkeys (WebAuthn) ────────────────────────────────────────────────────────────────────

/**
 * A person's passkeys: the public half of a WebAuthn credential, named by its owner. Signing in
 * with one needs no e-mail (the credential id finds the row) and counts as two factors.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url (at most 1023 bytes by the WebAuthn spec). */
    credentialId: varchar("credential_id", { length: 1400 }).notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (an unsigned 32-bit number); 0 when it keeps none. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** Hints for the browser (usb, nfc, ble, internal, hybrid). */
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: varchar("name", { length: 60 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("passkeys_credential_id_idx").on(t.credentialId),
    index("passkeys_user_idx").on(t.userId),
  ],
);

/**
 * WebAuthn challenges handed out and not yet answered. Verifying deletes the row (DELETE …
 * RETURNING), so a challenge is answered once on whichever app node gets the answer, and expired
 * rows are swept when new ones are made.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    /** The random challenge itself, base64url. */
    challenge: varchar("challenge", { length: 128 }).primaryKey(),
    /** 'registration' or 'authentication'. */
    purpose: varchar("purpose", { length: 16 }).notNull(),
    /** Who asked, when signed in (registration, confirming a session); null for signing in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

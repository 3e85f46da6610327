import { boolean, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./people";

// ─── External clients: API tokens and signed webhooks ─────────────────────────────────────

/**
 * A named API token of a program. Only the SHA-256 of the secret is stored (the secret has 256
 * random bits, so a fast hash is enough); `prefix` is the start shown in the list.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    /** Whose rights the token carries (an admin themselves or a service user). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    name: varchar("name", { length: 80 }).notNull(),
    scopes: text("scopes").array().notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    prefix: varchar("prefix", { length: 16 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);

/** An HTTPS endpoint an admin registered, with the events it hears and its signing secret. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: id(),
  url: text("url").notNull(),
  description: varchar("description", { length: 120 }),
  events: text("events").array().notNull(),
  /** `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
  secret: varchar("secret", { length: 80 }).notNull(),
  active: boolean("active").notNull().default(true),
  createdBy: integer("created_by")
    .notNull()
    .references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One delivery of one event to one endpoint: an outbox row (lib/services/outbox) written in the
 * transaction of the change, and the delivery log the admin sees.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The `webhook-id` header: the same for a redelivery of the same message. */
    messageId: varchar("message_id", { length: 40 }).notNull(),
    eventType: varchar("event_type", { length: 40 }).notNull(),
    payload: text("payload").notNull(),
    /** 'pending' | 'sending' | 'sent' | 'failed' */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    responseStatus: integer("response_status"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
  ],
);

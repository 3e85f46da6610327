import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

// ─── Audit log ──────────────────────────────────────────────────────────────────────────────

/**
 * Who did what, when, from where (decision 0119). Append-only: triggers refuse UPDATE, DELETE and
 * TRUNCATE unless the transaction set `membros.audit_sweep` (only the retention sweep and restore
 * do). The actor ids carry no foreign key on purpose: an entry outlives whatever it names.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer("actor_user_id"),
    actorTokenId: integer("actor_token_id"),
    action: varchar("action", { length: 64 }).notNull(),
    targetType: varchar("target_type", { length: 64 }),
    targetId: varchar("target_id", { length: 128 }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    clientAddress: varchar("client_address", { length: 64 }),
    userAgent: varchar("user_agent", { length: 512 }),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_events_actor_idx").on(t.actorUserId, t.at.desc()),
    index("audit_events_action_idx").on(t.action, t.at.desc()),
  ],
);

/** One row (id 1): when the retention sweep last ran, so several nodes sweep once a day. */
export const auditSweeps = pgTable("audit_sweeps", {
  id: integer("id").primaryKey(),
  sweptAt: timestamp("swept_at", { withTimezone: true }).notNull(),
});

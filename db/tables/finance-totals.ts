import { bigint, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { financeStatus } from "./finance";

/**
 * Count and sum of the finance items per kind, hour of creation (UTC) and status, kept by
 * triggers on the three item tables (migration `finance_totals_triggers`), so the dashboard sums
 * a few thousand rows instead of a million (decision 0053). An hour is a whole hour in every
 * zone the organisation may use (Brazil's offsets are whole hours), so any day or month there is
 * a range of these buckets.
 */
export const financeHourlyTotals = pgTable(
  "finance_hourly_totals",
  {
    kind: varchar("kind", { length: 20 }).notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    status: financeStatus("status").notNull(),
    count: integer("count").notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hour, t.status] })],
);

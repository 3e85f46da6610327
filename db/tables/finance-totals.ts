import { bigint, date, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { financeStatus } from "./finance";

/**
 * Count and sum of the finance items per kind, day of creation (in the organisation's zone) and
 * status, kept by triggers on the three item tables (migration `finance_totals_triggers`), so
 * the dashboard sums a few thousand rows instead of a million (decision 0053).
 */
export const financeDailyTotals = pgTable(
  "finance_daily_totals",
  {
    kind: varchar("kind", { length: 20 }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    status: financeStatus("status").notNull(),
    count: integer("count").notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.status] })],
);

/**
 * The one zone whose calendar days the totals use; start-up sets it to APP_TIME_ZONE and
 * rebuilds the totals when it changed (lib/seed/finance-totals.ts).
 */
export const financeTotalsZone = pgTable("finance_totals_zone", {
  id: integer("id").primaryKey().default(1),
  timeZone: varchar("time_zone", { length: 64 }).notNull(),
});

import { boolean, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { profiles } from "./people";

/**
 * How many users each profile has, active and inactive, kept by triggers on `users` (migration
 * `user_totals`), so the dashboard reads a handful of rows instead of counting every user
 * (decision 0132).
 */
export const userTotals = pgTable(
  "user_totals",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id),
    active: boolean("active").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.active] })],
);

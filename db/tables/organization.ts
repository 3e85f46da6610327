import { check, integer, jsonb, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./people";

/**
 * The organisation's own settings, changed by admins in Settings (not by the deployer's
 * environment): one row, one JSON document validated by `organizationSettingsSchema`, so a new
 * setting needs no migration and a missing one reads as its default.
 */
export const organizationSettings = pgTable(
  "organization_settings",
  {
    id: smallint("id").primaryKey().default(1),
    document: jsonb("document").notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("organization_settings_one_row", sql`${t.id} = 1`)],
);

import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { integer, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Case- and accent-insensitive search key ('José' → 'jose'). `membros_norm` is an IMMUTABLE
 * SQL function created by the first migration, so it can feed generated columns and indexes.
 */
export const norm = (value: SQL | AnyPgColumn | Placeholder | string): SQL =>
  sql`membros_norm(${value})`;

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

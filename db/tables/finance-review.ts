import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { files, users } from "./people";

/**
 * What finance teams add around an item: approvals, comments and several receipts. The three
 * kinds keep their items in three tables, so these rows name the item by (kind, item_id), with
 * kind one of 'payment' | 'payment_request' | 'refund'.
 */

/** The organisation's approval policies: one row, one JSON document (`financePoliciesSchema`). */
export const financePolicies = pgTable("finance_policies", {
  id: smallint("id").primaryKey().default(1),
  document: jsonb("document").notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** One admin's approval of a PENDING item that needs more than one; cleared on resubmission. */
export const financeApprovals = pgTable(
  "finance_approvals",
  {
    id: id(),
    kind: varchar("kind", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("finance_approvals_item_user_idx").on(t.kind, t.itemId, t.userId)],
);

/** The thread between an item's owner and the admins. */
export const financeComments = pgTable(
  "finance_comments",
  {
    id: id(),
    kind: varchar("kind", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [index("finance_comments_item_idx").on(t.kind, t.itemId, t.createdAt)],
);

/**
 * An item's receipts, in the order they were added (the item's `file_id` is the first). The
 * NF-e/NFC-e access key, typed or read from the receipt, finds the same invoice on other items.
 */
export const financeItemFiles = pgTable(
  "finance_item_files",
  {
    id: id(),
    kind: varchar("kind", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    accessKey: char("access_key", { length: 44 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("finance_item_files_item_idx").on(t.kind, t.itemId, t.id),
    uniqueIndex("finance_item_files_file_idx").on(t.fileId),
    index("finance_item_files_access_key_idx").on(t.accessKey),
  ],
);

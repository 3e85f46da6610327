import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps, id } from "./columns";
import { users, files } from "./people";

// ─── Finance: one shape, three tables ───────────────────────────────────────────────────────

export const financeStatus = pgEnum("finance_status", [
  "PENDING",
  "PAID",
  "CANCELLED",
  "APPROVED",
  "NEEDS_INFO",
]);

const financeTypeTable = (name: string) =>
  pgTable(name, {
    id: id(),
    label: varchar("label", { length: 100 }).notNull(),
    /** A retired type is no longer offered; items that use it keep their label. */
    active: boolean("active").notNull().default(true),
    ...timestamps,
  });

export const paymentTypes = financeTypeTable("payment_types");
export const paymentRequestTypes = financeTypeTable("payment_request_types");
export const refundTypes = financeTypeTable("refund_types");

const financeItemTable = (name: string, typeTable: typeof paymentTypes) =>
  pgTable(
    name,
    {
      id: id(),
      userId: integer("user_id")
        .notNull()
        .references(() => users.id),
      typeId: integer("type_id")
        .notNull()
        .references(() => typeTable.id),
      description: varchar("description", { length: 191 }).notNull(),
      valueCents: bigint("value_cents", { mode: "number" }).notNull(),
      /** requestDate / refundDate; payments have none. */
      date: date("date", { mode: "string" }),
      status: financeStatus("status").notNull().default("PENDING"),
      reason: text("reason"),
      /** The first of its receipts (finance_item_files), kept for the one-receipt contract. */
      fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
      /** Who created it (the owner, or an admin for them): the four-eyes rule; null before it existed. */
      createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
      ...timestamps,
    },
    // Every list filter and sort pages its ids on one of these (deferred join, docs/decisions/0020):
    // the sort column, then created_at and id as the tie-breakers in the same direction.
    (t) => [
      index(`${name}_user_created_idx`).on(t.userId, t.createdAt, t.id),
      index(`${name}_status_created_idx`).on(t.status, t.createdAt, t.id),
      index(`${name}_type_created_idx`).on(t.typeId, t.createdAt, t.id),
      index(`${name}_created_idx`).on(t.createdAt, t.id),
      index(`${name}_updated_idx`).on(t.updatedAt, t.createdAt, t.id),
      index(`${name}_value_idx`).on(t.valueCents, t.createdAt, t.id),
      index(`${name}_date_idx`).on(t.date, t.createdAt, t.id),
      index(`${name}_description_idx`).on(t.description, t.createdAt, t.id),
      // The file route asks which item owns a file.
      index(`${name}_file_idx`).on(t.fileId),
    ],
  );

export const payments = financeItemTable("payments", paymentTypes);
export const paymentRequests = financeItemTable("payment_requests", paymentRequestTypes);
export const refunds = financeItemTable("refunds", refundTypes);

/** Each finance kind's item table and type table, keyed like `FinanceKind`. */
export const financeTables = {
  payment: { table: payments, typeTable: paymentTypes },
  payment_request: { table: paymentRequests, typeTable: paymentRequestTypes },
  refund: { table: refunds, typeTable: refundTypes },
} as const;

import { bigint, boolean, date, index, integer, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { timestamps, id } from "./columns";
import { users, files } from "./people";

// ─── Finance: one shape, three tables ───────────────────────────────────────────────────────

export const financeStatus = pgEnum("finance_status", ["PENDING", "PAID", "CANCELLED", "APPROVED"]);

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
      fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
      ...timestamps,
    },
    (t) => [
      index(`${name}_user_created_idx`).on(t.userId, t.createdAt),
      index(`${name}_status_created_idx`).on(t.status, t.createdAt),
      index(`${name}_type_created_idx`).on(t.typeId, t.createdAt),
      index(`${name}_created_idx`).on(t.createdAt),
      index(`${name}_updated_idx`).on(t.updatedAt),
      index(`${name}_value_idx`).on(t.valueCents),
      index(`${name}_date_idx`).on(t.date),
      index(`${name}_description_idx`).on(t.description),
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

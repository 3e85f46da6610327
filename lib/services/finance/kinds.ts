import "server-only";
import { paymentRequestTypes, paymentRequests, paymentTypes, payments, refundTypes, refunds } from "@/db/schema";
import { FINANCE, type FinanceKind, type FinanceKindConfig } from "@/lib/validation/finance-kinds";
import type { HistoryEntity } from "@/lib/services/history";

/** The database side of each finance kind; the rest of its configuration is in FINANCE. */
export type FinanceTable = typeof payments;
export type FinanceTypeTable = typeof paymentTypes;

export type FinanceKindServer = FinanceKindConfig & {
  table: FinanceTable;
  typeTable: FinanceTypeTable;
  historyType: HistoryEntity;
};

const TABLES: Record<FinanceKind, { table: FinanceTable; typeTable: FinanceTypeTable }> = {
  payment: { table: payments, typeTable: paymentTypes },
  payment_request: { table: paymentRequests, typeTable: paymentRequestTypes },
  refund: { table: refunds, typeTable: refundTypes },
};

export const financeKind = (kind: FinanceKind): FinanceKindServer => ({
  ...FINANCE[kind],
  ...TABLES[kind],
  historyType: kind,
});

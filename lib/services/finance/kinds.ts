import "server-only";
import { financeTables, type paymentTypes, type payments } from "@/db/schema";
import { FINANCE, type FinanceKind, type FinanceKindConfig } from "@/lib/kinds/finance";
import type { HistoryEntity } from "@/lib/services/history";

/** The database side of each finance kind; the rest of its configuration is in FINANCE. */
export type FinanceTable = typeof payments;
export type FinanceTypeTable = typeof paymentTypes;

export type FinanceKindServer = FinanceKindConfig & {
  table: FinanceTable;
  typeTable: FinanceTypeTable;
  historyType: HistoryEntity;
};

export const financeKind = (kind: FinanceKind): FinanceKindServer => ({
  ...FINANCE[kind],
  ...financeTables[kind],
  historyType: kind,
});

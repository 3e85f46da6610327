import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { files, users } from "@/db/schema";
import { csvMoney } from "@/lib/core/csv";
import {
  brCalendarDate,
  brDateOf,
  csvExport,
  exportFilename,
  exportSelect,
  type CsvExport,
  type ExportColumn,
} from "@/lib/services/export/cursor";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings";
import type { FinanceListQuery } from "@/lib/validation/finance";
import { FINANCE_STATUS_LABELS, type FinanceStatus } from "@/lib/kinds/finance";
import type { FinanceKindServer } from "./kinds";
import { listOrder, listWhere } from "./list-filters";
import type { Scope } from "./queries";

/** File name stem of each kind's export (`pagamentos-2026-11-23.csv`). */
export const EXPORT_FILE: Record<FinanceKindServer["kind"], string> = {
  payment: "pagamentos",
  payment_request: "solicitacoes-de-pagamento",
  refund: "reembolsos",
};

export const statusLabel = (raw: unknown) =>
  FINANCE_STATUS_LABELS[raw as FinanceStatus] ?? String(raw ?? "");

/** The columns of a kind's export; the admin's has the collaborator, like the screen. */
export function financeExportColumns(
  config: FinanceKindServer,
  withCollaborator: boolean,
): ExportColumn[] {
  const { table, typeTable } = config;
  return [
    { header: "ID", value: sql`${table.id}` },
    ...(withCollaborator
      ? [{ header: "Colaborador", value: sql`${users.firstName} || ' ' || ${users.lastName}` }]
      : []),
    { header: "Descrição", value: sql`${table.description}` },
    { header: "Categoria", value: sql`${typeTable.label}` },
    {
      header: "Valor (R$)",
      value: sql`${table.valueCents}::text`,
      format: (raw) => csvMoney(raw as string),
    },
    ...(config.dateField
      ? [{ header: config.text.dateLabel ?? "Data", value: brCalendarDate(table.date) }]
      : []),
    { header: "Status", value: sql`${table.status}::text`, format: statusLabel },
    { header: "Motivo", value: sql`${table.reason}` },
    { header: "Comprovante", value: sql`${files.originalName}` },
    { header: "Criado em", value: brDateOf(table.createdAt, MEETING_TIME_ZONE) },
  ];
}

/** Every item of the list as filtered and sorted on screen (no paging), as CSV. */
export function exportItems(
  db: Database,
  config: FinanceKindServer,
  scope: Scope,
  query: FinanceListQuery,
): CsvExport {
  const { table, typeTable } = config;
  const columns = financeExportColumns(config, scope.ownerId == null);
  const where = listWhere(config, scope, query);
  const select = db
    .select({ row: sql`${exportSelect(columns)}` })
    .from(table)
    .innerJoin(typeTable, eq(typeTable.id, table.typeId))
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(files, eq(files.id, table.fileId))
    .where(where)
    .orderBy(...listOrder(config, query));
  return csvExport(
    db,
    exportFilename(EXPORT_FILE[config.kind], MEETING_TIME_ZONE),
    columns,
    select.getSQL(),
  );
}

"use client";

import { useMemo } from "react";
import { DataTable, rowActionsColumn, type ColumnDef } from "@/components/data-table";
import { useListUrl } from "@/lib/client/use-list-url";
import { LocalDateTime } from "@/components/local-date-time";
import { ageText, formatBRL, formatDate } from "@/lib/format";
import type { PendingItem } from "@/lib/services/finance/pending";
import type { ApprovalState } from "@/lib/kinds/finance-approvals";
import { FINANCE } from "@/lib/kinds/finance";
import type { PageMeta } from "@/lib/validation/list";
import { BulkActions } from "./bulk-actions";
import { receiptColumn } from "./receipt-column";
import { decisionActions } from "./decision-actions";
import { ApprovalsProgress } from "./approval-info";

/** A row of the inbox, with its approvals ('1 de 2 aprovações') and whether this admin may confirm. */
type PendingRow = PendingItem & Partial<ApprovalState>;

/** The pending inbox: every kind's PENDING items, oldest first, each with confirm and deny. */
export function PendingTable({
  data,
  meta,
  now,
}: {
  data: PendingRow[];
  meta: PageMeta;
  now: number;
}) {
  const list = useListUrl();
  const columns = useMemo<ColumnDef<PendingRow>[]>(
    () => [
      {
        id: "kind",
        header: "Tipo",
        meta: { nowrap: true },
        cell: ({ row }) => FINANCE[row.original.kind].text.singular,
      },
      {
        id: "user",
        header: "Colaborador",
        meta: { truncate: true },
        accessorFn: (item) => item.user.fullName,
      },
      {
        id: "description",
        header: "Descrição",
        meta: { truncate: true },
        accessorFn: (item) => item.description,
      },
      {
        id: "value",
        header: "Valor",
        meta: { nowrap: true, align: "right" },
        cell: ({ row }) => formatBRL(row.original.value),
      },
      {
        id: "date",
        header: "Data",
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.date ? (
            formatDate(row.original.date)
          ) : (
            <LocalDateTime value={row.original.createdAt} dateOnly />
          ),
      },
      {
        id: "age",
        header: "Aguardando",
        meta: { nowrap: true },
        cell: ({ row }) => (
          <>
            {ageText(row.original.createdAt, now)}
            <ApprovalsProgress item={{ ...row.original, status: "PENDING" }} />
          </>
        ),
      },
      receiptColumn<PendingRow>(),
      rowActionsColumn<PendingRow>((item) =>
        decisionActions(item.kind, item.id, true, list.reload, item.canConfirm),
      ),
    ],
    [list, now],
  );
  return (
    <DataTable
      columns={columns}
      data={data}
      meta={meta}
      getRowId={(item) => `${item.kind}-${item.id}`}
      selectionActions={(selected, clear) => (
        <BulkActions
          selected={selected.map((item) => ({ kind: item.kind, id: item.id, value: item.value }))}
          clear={clear}
          onDone={list.reload}
        />
      )}
    />
  );
}

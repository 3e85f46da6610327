"use client";

import dynamic from "next/dynamic";
import { useMemo, useState, type RefObject } from "react";
import { adminFinanceItemDetailAction } from "@/lib/actions/finance-admin";
import {
  cancelFinanceItemAction,
  financeItemDetailAction,
} from "@/lib/actions/finance-collaborator";
import {
  DataTable,
  rowActionsColumn,
  type ColumnDef,
  type RowAction,
} from "@/components/data-table";
import { handleActionResult } from "@/lib/client/action-result";
import { useListUrl, type ListUrl } from "@/lib/client/use-list-url";
import { LocalDateTime } from "@/components/local-date-time";
import { formatBRL, formatDate } from "@/lib/format";
import type { FinanceRow } from "@/lib/kinds/finance-rows";
import { FINANCE, FINANCE_SORTS, isPixPayable, type FinanceKind } from "@/lib/kinds/finance";
import type { PageMeta } from "@/lib/validation/list";
import { BulkActions } from "./bulk-actions";
import { receiptColumn } from "./receipt-column";
import { decisionActions } from "./decision-actions";
import { FinanceStatusBadge } from "./status-badge";
import { ApprovalsProgress } from "./approval-info";

// Opened from a row menu: their code loads when first opened, not with the list (decision 0086).
const FinanceDetailsDialog = dynamic(
  () => import("./finance-details").then((m) => m.FinanceDetailsDialog),
  { ssr: false },
);
const PixDialog = dynamic(() => import("./pix-dialog").then((m) => m.PixDialog), { ssr: false });

export type FinanceAudience = "collaborator" | "admin";

/** Row menu of each audience: the owner edits and cancels, the admin confirms and denies. */
type Open = NonNullable<RowAction["onSelect"]>;

function actionsFor(
  kind: FinanceKind,
  audience: FinanceAudience,
  item: FinanceRow,
  list: ListUrl,
  showDetails: Open,
  payWithPix: Open,
): RowAction[] {
  const { text, segment } = FINANCE[kind];
  const pending = item.status === "PENDING";
  // The owner still edits and cancels an item an admin returned for information.
  const ownerMay = pending || item.status === "NEEDS_INFO";
  const details: RowAction = { label: "Ver detalhes", onSelect: showDetails };
  if (audience === "collaborator") {
    return [
      details,
      { label: text.edit, href: `/collaborator/${segment}/${item.id}/e`, disabled: !ownerMay },
      {
        label: text.cancel,
        color: "red",
        disabled: !ownerMay,
        confirm: {
          description: text.cancelQuestion,
          confirmLabel: text.cancel,
          onConfirm: async () =>
            handleActionResult(await cancelFinanceItemAction(kind, item.id), {
              success: text.cancelled,
              onSuccess: list.reload,
            }),
        },
      },
    ];
  }
  return [
    details,
    { label: "Pagar com PIX", onSelect: payWithPix, disabled: !isPixPayable(kind, item.status) },
    ...decisionActions(kind, item.id, pending, list.reload, item.canConfirm),
  ];
}

/** The list of one finance kind, for the collaborator (own items) or the admin (everyone's). */
export function FinanceTable({
  kind,
  audience,
  data,
  meta,
}: {
  kind: FinanceKind;
  audience: FinanceAudience;
  data: FinanceRow[];
  meta: PageMeta;
}) {
  const list = useListUrl();
  const [detailsOf, setDetailsOf] = useState<FinanceRow | null>(null);
  const [pixOf, setPixOf] = useState<number | null>(null);
  // The row menu button that opened the details or PIX dialog: focus returns there on close.
  const [opener, setOpener] = useState<RefObject<HTMLElement | null>>();
  const config = FINANCE[kind];

  const columns = useMemo<ColumnDef<FinanceRow>[]>(
    () => [
      ...(audience === "admin"
        ? [
            {
              id: "user",
              header: "Colaborador",
              meta: { truncate: true },
              accessorFn: (item) => item.user.fullName,
            } satisfies ColumnDef<FinanceRow>,
          ]
        : []),
      {
        id: "description",
        header: "Descrição",
        meta: { truncate: true },
        accessorFn: (item) => item.description,
      },
      {
        id: "type",
        header: "Categoria",
        meta: { truncate: true },
        accessorFn: (item) => item.type.label,
      },
      {
        id: "value",
        header: "Valor",
        meta: { nowrap: true, align: "right" },
        cell: ({ row }) => formatBRL(row.original.value),
      },
      ...(config.text.dateLabel
        ? [
            {
              id: "date",
              header: "Data",
              meta: { nowrap: true },
              cell: ({ row }) => formatDate(row.original.date),
            } satisfies ColumnDef<FinanceRow>,
          ]
        : []),
      {
        id: "status",
        header: "Status",
        meta: { nowrap: true },
        cell: ({ row }) => (
          <>
            <FinanceStatusBadge status={row.original.status} />
            <ApprovalsProgress item={row.original} />
          </>
        ),
      },
      receiptColumn<FinanceRow>(),
      // The admin's list is wider (collaborator column): items with their own date show only it.
      ...(audience === "collaborator" || !config.dateField
        ? [
            {
              id: "createdAt",
              header: "Criado em",
              meta: { nowrap: true },
              cell: ({ row }) => <LocalDateTime value={row.original.createdAt} dateOnly />,
            } satisfies ColumnDef<FinanceRow>,
          ]
        : []),
      rowActionsColumn<FinanceRow>((item) =>
        actionsFor(
          kind,
          audience,
          item,
          list,
          (from) => {
            setOpener(from);
            setDetailsOf(item);
          },
          (from) => {
            setOpener(from);
            setPixOf(item.id);
          },
        ),
      ),
    ],
    [kind, audience, config, list],
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        meta={meta}
        sorts={FINANCE_SORTS}
        {...(audience === "admin" && {
          canSelect: (item: FinanceRow) => item.status === "PENDING",
          selectionActions: (selected: FinanceRow[], clear: () => void) => (
            <BulkActions
              selected={selected.map((item) => ({ kind, id: item.id, value: item.value }))}
              clear={clear}
              onDone={list.reload}
            />
          ),
        })}
      />
      {detailsOf ? (
        <FinanceDetailsDialog
          kind={kind}
          item={detailsOf}
          load={audience === "admin" ? adminFinanceItemDetailAction : financeItemDetailAction}
          onClose={() => setDetailsOf(null)}
          returnFocusTo={opener}
          onPayWithPix={
            audience === "admin" && isPixPayable(kind, detailsOf.status)
              ? () => {
                  setDetailsOf(null);
                  setPixOf(detailsOf.id);
                }
              : undefined
          }
        />
      ) : null}
      {pixOf != null ? (
        <PixDialog
          kind={kind}
          itemId={pixOf}
          onClose={() => setPixOf(null)}
          returnFocusTo={opener}
        />
      ) : null}
    </>
  );
}

"use client";

/** The cells `TableView` draws: the selection column, header cells with their sort button, and a cell's classes. */
import { Icon } from "@/components/icons";
import { Button, Checkbox, Table } from "@radix-ui/themes";
import {
  flexRender,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
} from "@tanstack/react-table";
import styles from "./data-table.module.css";

export const SELECT = "select";
const ACTIONS = "actions";
const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** The checkbox column of a list: ticks this page's rows that `enableRowSelection` allows. */
export function selectColumn<T>(): ColumnDef<T> {
  return {
    id: SELECT,
    header: ({ table }) => (
      <Checkbox
        aria-label="Selecionar todas as linhas"
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? "indeterminate"
              : false
        }
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label="Selecionar linha"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(value) => row.toggleSelected(value === true)}
      />
    ),
    meta: { label: "" },
  };
}

/** A cell's classes and card label from its column's meta. */
export function cellProps<T>(column: Column<T, unknown>, inHeader = false) {
  const { meta, header } = column.columnDef;
  const className = [
    meta?.nowrap && !inHeader && styles.nowrap,
    meta?.truncate && styles.truncate,
    meta?.align === "right" && styles.right,
    (column.id === SELECT || column.id === ACTIONS) && styles.narrow,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    className: className || undefined,
    "data-label": meta?.label ?? (typeof header === "string" ? header : ""),
    "data-column": column.id,
  };
}

/** The tooltip of a truncated cell: its whole value. */
export function titleOf<T>(cell: Cell<T, unknown>) {
  if (!cell.column.columnDef.meta?.truncate) return undefined;
  const value = cell.getValue();
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** A header cell; a sortable one holds a button cycling asc → desc → none and says its state in `aria-sort`. */
export function HeaderCell<T>({
  header,
  sortable,
}: {
  header: Header<T, unknown>;
  sortable: boolean;
}) {
  const { column } = header;
  const content = flexRender(column.columnDef.header, header.getContext());
  const { className } = cellProps(column, true);
  if (!sortable)
    return <Table.ColumnHeaderCell className={className}>{content}</Table.ColumnHeaderCell>;
  const sorted = column.getIsSorted();
  const icon = sorted === "asc" ? "caret-up" : sorted === "desc" ? "caret-down" : "caret-sort";
  return (
    <Table.ColumnHeaderCell className={className} aria-sort={sorted ? ARIA_SORT[sorted] : "none"}>
      {/* The server sorts by any whitelisted id, so the column needs no accessor to sort. */}
      <Button
        variant="ghost"
        color="gray"
        size="1"
        highContrast
        onClick={() => column.toggleSorting()}
      >
        {content}
        <Icon name={icon} />
      </Button>
    </Table.ColumnHeaderCell>
  );
}

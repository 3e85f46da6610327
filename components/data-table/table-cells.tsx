"use client";

/** The cells `TableView` draws: the selection column, header cells with their sort button, and a cell's classes. */
import { InlineIcon } from "@/components/inline-icons";
import { Button, Checkbox, Table } from "@radix-ui/themes";
import {
  flexRender,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
} from "@tanstack/react-table";
import styles from "./data-table.module.css";

// CaretDownIcon of @radix-ui/react-icons.
const CARET_DOWN =
  "M4.18179 6.18181C4.35753 6.00608 4.64245 6.00608 4.81819 6.18181L7.49999 8.86362L10.1818 6.18181C10.3575 6.00608 10.6424 6.00608 10.8182 6.18181C10.9939 6.35755 10.9939 6.64247 10.8182 6.81821L7.81819 9.81821C7.73379 9.9026 7.61934 9.95001 7.49999 9.95001C7.38064 9.95001 7.26618 9.9026 7.18179 9.81821L4.18179 6.81821C4.00605 6.64247 4.00605 6.35755 4.18179 6.18181Z";
// CaretSortIcon of @radix-ui/react-icons.
const CARET_SORT =
  "M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z";
// CaretUpIcon of @radix-ui/react-icons.
const CARET_UP =
  "M4.18179 8.81819C4.00605 8.64245 4.00605 8.35753 4.18179 8.18179L7.18179 5.18179C7.26618 5.0974 7.38064 5.04999 7.49999 5.04999C7.61933 5.04999 7.73379 5.0974 7.81819 5.18179L10.8182 8.18179C10.9939 8.35753 10.9939 8.64245 10.8182 8.81819C10.6424 8.99392 10.3575 8.99392 10.1818 8.81819L7.49999 6.13638L4.81819 8.81819C4.64245 8.99392 4.35753 8.99392 4.18179 8.81819Z";

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
  const icon = sorted === "asc" ? CARET_UP : sorted === "desc" ? CARET_DOWN : CARET_SORT;
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
        <InlineIcon path={icon} aria-hidden />
      </Button>
    </Table.ColumnHeaderCell>
  );
}

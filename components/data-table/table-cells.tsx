"use client";

/** The cells `TableView` draws: the selection column, header cells with their sort button, and a cell's classes. */
import { Icon } from "@/components/icons";
import { Button, Table } from "@radix-ui/themes";
import { flexRender, type Column, type ColumnDef, type Header } from "@tanstack/react-table";
import styles from "./data-table.module.css";

export const SELECT = "select";
const ACTIONS = "actions";
const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * A native checkbox: a page of rows renders one per row, and the browser's own is a single
 * element where Radix's is a button plus a hidden input with inline styles.
 */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(box) => {
        if (box) box.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** The checkbox column of a list: ticks this page's rows that `enableRowSelection` allows. */
export function selectColumn<T>(): ColumnDef<T> {
  return {
    id: SELECT,
    header: ({ table }) => (
      <SelectBox
        label="Selecionar todas as linhas"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={(value) => table.toggleAllPageRowsSelected(value)}
      />
    ),
    cell: ({ row }) => (
      <SelectBox
        label="Selecionar linha"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={(value) => row.toggleSelected(value)}
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
    // In the body the corner cells go by their data-column.
    inHeader && (column.id === SELECT || column.id === ACTIONS) && styles.narrow,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    className: className || undefined,
    // A cell without a name (the checkbox, the menu) gets no label line on the phone's card.
    "data-label": (meta?.label ?? (typeof header === "string" ? header : "")) || undefined,
    // Only the corner cells of the phone's card need telling apart; the rest go by their label.
    "data-column": column.id === SELECT || column.id === ACTIONS ? column.id : undefined,
  };
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

import type { ReactNode } from "react";

/**
 * A column of `DataTable`. The shape of @tanstack/react-table's column definitions, of which the
 * lists use only this much; the table renders them itself (in manual mode the library only
 * turned these into header and cell lists, for 12 KiB of every list page's JavaScript, issue 10).
 */
export type ColumnDef<T> = {
  /** The column's name: its sort value (`sorts`) and its `data-column`. */
  id: string;
  /** Plain text also names the column on a phone card; else say `meta.label`. */
  header: ReactNode | (() => ReactNode);
  /** The cell's value: a field of the row… */
  accessorKey?: keyof T & string;
  /** …or computed from it. Shown as text unless `cell` renders it; a truncated cell's tooltip. */
  accessorFn?: (row: T) => unknown;
  cell?: (context: { row: { original: T } }) => ReactNode;
  meta?: ColumnMeta;
  /** `false`: no sort button even when the id is one of the list's sorts. */
  enableSorting?: boolean;
};

export type ColumnMeta = {
  /** Keep the cell on one line (short formatted values: phone, document, dates, money, badges). */
  nowrap?: boolean;
  /** Long text: one line cut with an ellipsis, the whole text in the cell's tooltip. */
  truncate?: boolean;
  /** Money: right-aligned, tabular figures. */
  align?: "right";
  /** The name of the column on a phone card when its header is not plain text. */
  label?: string;
};

/** The value of a row's cell in `column` (its accessor's), `undefined` for a display column. */
export function cellValue<T>(column: ColumnDef<T>, row: T): unknown {
  if (column.accessorFn) return column.accessorFn(row);
  return column.accessorKey ? row[column.accessorKey] : undefined;
}

/** What a row's cell in `column` shows: its `cell`, else its value as text. */
export function renderCell<T>(column: ColumnDef<T>, row: T): ReactNode {
  if (column.cell) return column.cell({ row: { original: row } });
  const value = cellValue(column, row);
  return value == null ? null : String(value);
}

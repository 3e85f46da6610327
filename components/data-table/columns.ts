import type { RowData } from "@tanstack/react-table";

/**
 * A column of `DataTable` is @tanstack/react-table's `ColumnDef` (`id`, `header`,
 * `accessorKey`/`accessorFn`, `cell`, `meta`, `enableSorting`); `meta` says how the cell is laid
 * out in both layouts (decision 0040).
 */
export type { ColumnDef } from "@tanstack/react-table";

// The library's way to type `meta`: every column of every table takes these.
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the library's own parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Keep the cell on one line (short formatted values: phone, document, dates, money, badges). */
    nowrap?: boolean;
    /** Long text: one line cut with an ellipsis; a cut one shows its whole text in a tooltip. */
    truncate?: boolean;
    /** Money: right-aligned, tabular figures. */
    align?: "right";
    /** The name of the column on a phone card when its header is not plain text. */
    label?: string;
  }
}

/**
 * The table machinery: `DataTable` (+ `rowActionsColumn`, `RowActions`, `DataTableSkeleton`),
 * whose columns are @tanstack/react-table's `ColumnDef`s. URL state lives in
 * `@/lib/client/use-list-url` (`ListUrlProvider`, `useListUrl`) and `@/lib/client/list-url`
 * (pure rules); the filter panel in `@/components/filter-panel`.
 */
export { DataTable, type DataTableProps } from "./data-table";
export { RowActions, rowActionsColumn, type RowAction } from "./row-actions";
export { RowConfirmHost } from "./row-confirm";
export { DataTableSkeleton, DataTableSkeletonRows } from "./skeleton";
export { DataTablePagination } from "./pagination";
export type { ColumnDef } from "./columns";

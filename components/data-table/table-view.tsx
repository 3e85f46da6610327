"use client";

/**
 * The body of `DataTable` (./data-table.tsx), loaded apart from the page's first scripts: the
 * table-library runtime is only needed to hydrate the table (decision 0109). The library runs
 * headless with manual paging and sorting; this file draws its header groups and cells with
 * `flexRender`.
 */
import { InlineIcon } from "@/components/inline-icons";
import { Box, Button, Checkbox, Flex, Table } from "@radix-ui/themes";
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Table as TableModel,
} from "@tanstack/react-table";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useListUrl } from "@/lib/client/use-list-url";
import type { PageMeta } from "@/lib/paging";
import { DataTablePagination } from "./pagination";
import { RowConfirmHost } from "./row-confirm";
import { DataTableSkeletonRows } from "./skeleton";
import { ListEmpty } from "./list-empty";
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

export type DataTableProps<T> = {
  columns: ColumnDef<T>[];
  data: T[];
  /** The list's page: sorting, paging and selection through the URL. Without it, a plain table of `data`. */
  meta?: PageMeta;
  /** The sorts the list's service accepts: columns with one of these ids get a sort button. */
  sorts?: readonly string[];
  /** Stable row id for selection and keys; defaults to the row's `id`. */
  getRowId?: (row: T) => string;
  /** Lists only: adds the checkbox column (default). */
  selectable?: boolean;
  /** Rows that may be ticked (all by default). */
  canSelect?: (row: T) => boolean;
  /** Shown above the table with the ticked rows of this page; `clear` unticks them. */
  selectionActions?: (selected: T[], clear: () => void) => ReactNode;
  /** Overrides the list's empty text (from `ListScreen`). */
  emptyText?: string;
  /** The table's name for assistive technology, where no heading names it. */
  "aria-label"?: string;
};

const SELECT = "select";
const ACTIONS = "actions";
const coreRowModel = getCoreRowModel();
const defaultRowId = (row: unknown) => String((row as { id?: unknown }).id);
const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** The checkbox column of a list: ticks this page's rows that `enableRowSelection` allows. */
function selectColumn<T>(): ColumnDef<T> {
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
function cellProps<T>(column: Column<T, unknown>, inHeader = false) {
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
function titleOf<T>(cell: Cell<T, unknown>) {
  if (!cell.column.columnDef.meta?.truncate) return undefined;
  const value = cell.getValue();
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** A header cell; a sortable one holds a button cycling asc → desc → none and says its state in `aria-sort`. */
function HeaderCell<T>({ header, sortable }: { header: Header<T, unknown>; sortable: boolean }) {
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

/** The table itself: header groups, then the skeleton while the URL changes, the rows, or the empty state. */
function TableMarkup<T>({
  table,
  sortable,
  pending,
  emptyText,
  label,
}: {
  table: TableModel<T>;
  sortable: (column: Column<T, unknown>) => boolean;
  pending?: boolean;
  emptyText?: string;
  label?: string;
}) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const primary = table.getVisibleLeafColumns().find((column) => column.id !== SELECT)?.id;
  return (
    <Box position="relative">
      <Table.Root variant="surface" aria-busy={pending} aria-label={label} className={styles.table}>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} sortable={sortable(header.column)} />
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {pending ? (
            <DataTableSkeletonRows
              columns={columnCount}
              rows={Math.min(Math.max(rows.length, 3), 10)}
            />
          ) : rows.length ? (
            rows.map((row) => (
              <Table.Row
                key={row.id}
                data-state={row.getIsSelected() ? "selected" : undefined}
                align="center"
              >
                {row.getVisibleCells().map((cell) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return (
                    <Table.Cell
                      key={cell.id}
                      {...cellProps(cell.column)}
                      data-primary={cell.column.id === primary ? "" : undefined}
                      title={titleOf(cell)}
                    >
                      {cell.column.columnDef.meta?.truncate ? <span>{content}</span> : content}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))
          ) : (
            <Table.Row>
              <Table.Cell colSpan={columnCount} data-label="">
                <ListEmpty text={emptyText} />
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A page of a server-paged list: sorting and paging are the URL's, selection is this page's. */
function ListTable<T>({
  columns,
  data,
  meta,
  sorts = [],
  getRowId,
  selectable = true,
  canSelect,
  selectionActions,
  emptyText,
  "aria-label": label,
}: DataTableProps<T> & { meta: PageMeta }) {
  const list = useListUrl();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // A new page of data starts with nothing selected.
  const [seenData, setSeenData] = useState(data);
  if (seenData !== data) {
    setSeenData(data);
    setRowSelection({});
  }
  const allColumns = useMemo(
    () => (selectable ? [selectColumn<T>(), ...columns] : columns),
    [selectable, columns],
  );
  const sorting: SortingState = list.sort ? [{ id: list.sort, desc: list.order === "desc" }] : [];
  const pagination: PaginationState = { pageIndex: meta.currentPage - 1, pageSize: meta.perPage };

  // The app does not run the React Compiler, which cannot memoise around the library's table.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data,
    columns: allColumns,
    getCoreRowModel: coreRowModel,
    getRowId: getRowId ?? defaultRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: meta.lastPage,
    rowCount: meta.total,
    state: { sorting, pagination, rowSelection },
    sortDescFirst: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      list.setSort(next?.id ?? "", next ? (next.desc ? "desc" : "asc") : false);
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) list.setPerPage(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) list.setPage(next.pageIndex + 1);
    },
    enableRowSelection: selectable && (canSelect ? (row) => canSelect(row.original) : true),
    onRowSelectionChange: setRowSelection,
  });
  const selected = table.getSelectedRowModel().rows;

  return (
    <RowConfirmHost>
      <Flex direction="column" gap="2">
        {selectionActions
          ? selectionActions(
              selected.map((row) => row.original),
              () => table.resetRowSelection(true),
            )
          : null}
        <TableMarkup
          table={table}
          sortable={(column) =>
            column.columnDef.enableSorting !== false && sorts.includes(column.id)
          }
          pending={list.isPending}
          emptyText={emptyText}
          label={label}
        />
        <DataTablePagination table={table} meta={meta} disabled={list.isPending} />
      </Flex>
    </RowConfirmHost>
  );
}

/** A short table shown whole (no URL, no footer, no selection). */
function WholeTable<T>({
  columns,
  data,
  getRowId,
  emptyText,
  "aria-label": label,
}: DataTableProps<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- as in ListTable
  const table = useReactTable<T>({
    data,
    columns,
    getCoreRowModel: coreRowModel,
    getRowId: getRowId ?? defaultRowId,
    enableRowSelection: false,
    enableSorting: false,
  });
  return (
    <RowConfirmHost>
      <TableMarkup table={table} sortable={() => false} emptyText={emptyText} label={label} />
    </RowConfirmHost>
  );
}

/** `onHydrated`: called once the table has hydrated (./data-table.tsx holds early clicks till then). */
export function TableView<T>({
  onHydrated,
  ...props
}: DataTableProps<T> & { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return props.meta ? <ListTable {...props} meta={props.meta} /> : <WholeTable {...props} />;
}

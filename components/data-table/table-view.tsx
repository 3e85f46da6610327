"use client";

/**
 * The body of `DataTable` (./data-table.tsx), loaded apart from the page's first scripts: the
 * table-library runtime is only needed to hydrate the table (decision 0109). The library runs
 * headless with manual paging and sorting; this file draws its header groups and cells with
 * `flexRender`.
 */
import { Box, Flex, Table } from "@radix-ui/themes";
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Table as TableModel,
} from "@tanstack/react-table";
import { useEffect, useMemo, useState, type PointerEvent, type ReactNode } from "react";
import { useListUrl } from "@/lib/client/use-list-url";
import type { PageMeta } from "@/lib/paging";
import { DataTablePagination } from "./pagination";
import { RowConfirmHost } from "./row-confirm";
import { DataTableSkeletonRows } from "./skeleton";
import { ListEmpty } from "./list-empty";
import styles from "./data-table.module.css";
import { cellProps, HeaderCell, selectColumn } from "./table-cells";

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

const coreRowModel = getCoreRowModel();
const defaultRowId = (row: unknown) => String((row as { id?: unknown }).id);

/**
 * A cut cell (`meta.truncate`) shows its whole text as a tooltip, given when the pointer reaches
 * it: only the cells that are cut get one, and the page's markup carries no second copy of them.
 */
function titleCutText(event: PointerEvent<HTMLElement>) {
  const text = (event.target as Element).closest<HTMLElement>(`.${styles.truncate} > *`);
  if (!text) return;
  if (text.scrollWidth > text.clientWidth) text.title = text.textContent ?? "";
  else text.removeAttribute("title");
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
        <Table.Body onPointerOver={titleCutText}>
          {pending ? (
            <DataTableSkeletonRows
              columns={columnCount}
              rows={Math.min(Math.max(rows.length, 3), 10)}
            />
          ) : rows.length ? (
            // A page's rows are most of its elements: plain <tr>/<td> that the table's CSS
            // styles as Radix's Table.Row and Table.Cell, without their props' parsing.
            rows.map((row) => (
              <tr key={row.id} data-state={row.getIsSelected() ? "selected" : undefined}>
                {row.getVisibleCells().map((cell) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return (
                    <td key={cell.id} {...cellProps(cell.column)}>
                      {cell.column.columnDef.meta?.truncate ? <span>{content}</span> : content}
                    </td>
                  );
                })}
              </tr>
            ))
          ) : (
            <Table.Row>
              <Table.Cell colSpan={columnCount}>
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

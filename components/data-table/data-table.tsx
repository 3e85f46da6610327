"use client";

/**
 * DataTable — the ONE table every list screen uses (@tanstack/react-table v8, manual mode).
 *
 * The server does the work: the page's server component parses `searchParams` with the list's
 * zod schema, calls the service and passes `data` + `meta` here. Sorting and paging only change
 * the URL (`useListUrl`), which re-renders the server page; while that runs, the body shows a
 * skeleton. Wrap the screen in `<ListUrlProvider>` so the filter panel shares that state.
 *
 * - Sorting: a column is sortable when its def has `enableSorting: true`; its `id` (or
 *   `accessorKey`) is the `sort` value sent to the server, which must whitelist it
 *   (`orderFor(query, { name: users.firstName, ... })`). Clicking cycles asc → desc → none.
 * - Selection: a checkbox column is added unless `selectable={false}`.
 * - Row menu: append `rowActionsColumn(row => [...])` (see row-actions.tsx).
 * - Empty: 'No results.'; footer: 'N of M row(s) selected.', rows per page, 'Page X of Y'.
 *
 * @example
 *   "use client";
 *   const columns: ColumnDef<UserRow>[] = [
 *     { accessorKey: "fullName", id: "name", header: "Nome", enableSorting: true },
 *     { accessorKey: "phone", header: "Telefone", cell: ({ row }) => formatPhone(row.original.phone) },
 *     rowActionsColumn((user) => [{ label: "Editar usuário", href: `/admin/user/${user.id}/e` }]),
 *   ];
 *   export function UsersTable({ data, meta }: { data: UserRow[]; meta: PageMeta }) {
 *     return <DataTable columns={columns} data={data} meta={meta} />;
 *   }
 */
import { CaretDownIcon, CaretSortIcon, CaretUpIcon } from "@radix-ui/react-icons";
import { Box, Button, Checkbox, Flex, Table } from "@radix-ui/themes";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useListUrl } from "@/lib/client/use-list-url";
import type { PageMeta } from "@/lib/validation/list";
import { DataTablePagination } from "./pagination";
import { DataTableSkeletonRows } from "./skeleton";

export type DataTableProps<T> = {
  // Columns mix value types (string, number, …); each def's TValue is its own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  meta: PageMeta;
  /** Stable row id for selection; defaults to the row's `id`. */
  getRowId?: (row: T) => string;
  selectable?: boolean;
  emptyText?: string;
};

function selectColumn<T>(): ColumnDef<T> {
  return {
    id: "select",
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label="Selecionar todas as linhas"
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox aria-label="Selecionar linha" checked={row.getIsSelected()} onCheckedChange={(value) => row.toggleSelected(value === true)} />
    ),
  };
}

function SortableHeader<T>({ header, onSort }: { header: Header<T, unknown>; onSort: (id: string, order: "asc" | "desc" | false) => void }) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <>{content}</>;
  const sorted = header.column.getIsSorted();
  const next = sorted === false ? "asc" : sorted === "asc" ? "desc" : false;
  const Icon = sorted === "asc" ? CaretUpIcon : sorted === "desc" ? CaretDownIcon : CaretSortIcon;
  return (
    <Button
      variant="ghost"
      color="gray"
      size="1"
      highContrast
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
      onClick={() => onSort(header.column.id, next)}
    >
      {content}
      <Icon />
    </Button>
  );
}

export function DataTable<T>({ columns, data, meta, getRowId, selectable = true, emptyText = "No results." }: DataTableProps<T>) {
  const list = useListUrl();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // A new page of data starts with nothing selected.
  const [seenData, setSeenData] = useState(data);
  if (seenData !== data) {
    setSeenData(data);
    setRowSelection({});
  }

  const allColumns = useMemo(() => (selectable ? [selectColumn<T>(), ...columns] : columns), [columns, selectable]);
  const sorting: SortingState = list.sort ? [{ id: list.sort, desc: list.order === "desc" }] : [];

  // Manual mode: the table is rebuilt from props each render, nothing to memoize.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: getRowId ?? ((row) => String((row as { id?: unknown }).id)),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: meta.lastPage,
    defaultColumn: { enableSorting: false },
    state: { sorting, rowSelection, pagination: { pageIndex: meta.currentPage - 1, pageSize: meta.perPage } },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: selectable,
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <Flex direction="column" gap="2">
      <Box position="relative">
        <Table.Root variant="surface" aria-busy={list.isPending}>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => (
                  <Table.ColumnHeaderCell key={header.id} style={header.column.id === "select" ? { width: 40 } : undefined}>
                    {header.isPlaceholder ? null : <SortableHeader header={header} onSort={list.setSort} />}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {list.isPending ? (
              <DataTableSkeletonRows columns={columnCount} rows={Math.min(Math.max(rows.length, 3), 10)} />
            ) : rows.length ? (
              rows.map((row) => (
                <Table.Row key={row.id} data-state={row.getIsSelected() ? "selected" : undefined} align="center">
                  {row.getVisibleCells().map((cell) => (
                    <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
                  ))}
                </Table.Row>
              ))
            ) : (
              <Table.Row>
                <Table.Cell colSpan={columnCount} style={{ textAlign: "center", height: 96, verticalAlign: "middle" }}>
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <DataTablePagination
        meta={meta}
        selected={Object.values(rowSelection).filter(Boolean).length}
        rows={rows.length}
        disabled={list.isPending}
        onPage={list.setPage}
        onPerPage={list.setPerPage}
      />
    </Flex>
  );
}

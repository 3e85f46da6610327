"use client";

/**
 * DataTable — the ONE table every list screen uses (@tanstack/react-table v8, manual mode).
 *
 * The server does the work: the page's server component parses `searchParams` with the list's
 * zod schema, calls the service and passes `data` + `meta` here. Sorting and paging only change
 * the URL (`useListUrl`), which re-renders the server page; while that runs, the body shows a
 * skeleton. Wrap the screen in `<ListUrlProvider>` so the filter panel shares that state.
 *
 * - Sorting: pass the list's whitelist (`sorts={USER_SORTS}`, the same array its zod schema
 *   uses); every column whose `id` is in it gets a sort button, and that id is the `sort` value
 *   sent to the server (`orderFor(query, { name: users.nameSearch, ... })`). Clicking cycles
 *   asc → desc → none; the header cell carries `aria-sort`.
 * - Fits without sideways scrolling: text wraps; `meta: { nowrap: true }` keeps short formatted
 *   values (phone, CPF/CNPJ, dates, badges) on one line; `meta: { truncate: true }` cuts long
 *   text to one line with the whole text as a tooltip; `meta: { align: "right" }` for money.
 *   Headers are Portuguese, sentence case ('Criado em'); money is `formatBRL`, dates dd/MM/yyyy.
 * - Below 640 px each row is a card: every cell a line labelled with its header (or
 *   `meta.label`), the first data column as the card's title, the row menu in its corner.
 * - Selection: a checkbox column is added unless `selectable={false}`; `canSelect(row)` limits
 *   which rows may be ticked, and `selectionActions(selected, clear)` renders what to do with
 *   the ticked rows above the table (bulk decisions, see components/finance/bulk-actions.tsx).
 * - Row menu: append `rowActionsColumn(row => [...])` (see row-actions.tsx).
 * - Empty: the list's `EmptyState` ('Nenhum pagamento encontrado' and, where the user may
 *   create, the create button), given by `ListScreen` (`empty`, `create`); footer: 'N of M row(s) selected.', rows per page, 'Page X of Y'.
 *
 * @example
 *   "use client";
 *   const columns: ColumnDef<UserRow>[] = [
 *     { accessorKey: "fullName", id: "name", header: "Nome" },
 *     { id: "phone", header: "Telefone", meta: { nowrap: true }, cell: ({ row }) => formatPhone(row.original.phone) },
 *     rowActionsColumn((user) => [{ label: "Editar usuário", href: `/admin/user/${user.id}/e` }]),
 *   ];
 *   export function UsersTable({ data, meta }: { data: UserRow[]; meta: PageMeta }) {
 *     return <DataTable columns={columns} data={data} meta={meta} sorts={USER_SORTS} />;
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
  type RowData,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { useMemo, useState, type ReactNode } from "react";
import { useListUrl } from "@/lib/client/use-list-url";
import type { PageMeta } from "@/lib/validation/list";
import { DataTablePagination } from "./pagination";
import { RowConfirmHost } from "./row-confirm";
import { DataTableSkeletonRows } from "./skeleton";
import { ListEmpty } from "./list-empty";
import styles from "./data-table.module.css";

declare module "@tanstack/react-table" {
  // The type parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Keep the cell on one line (short formatted values: phone, document, dates, money, badges). */
    nowrap?: boolean;
    /** Long text: one line cut with an ellipsis, the whole text in the cell's tooltip. */
    truncate?: boolean;
    /** Money: right-aligned, tabular figures. */
    align?: "right";
    /** The name of the column on a phone card when its header is not plain text. */
    label?: string;
  }
}

type SortOrder = "asc" | "desc" | false;

export type DataTableProps<T> = {
  // Columns mix value types (string, number, …); each def's TValue is its own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  meta: PageMeta;
  /** The sorts the list's service accepts: columns with one of these ids get a sort button. */
  sorts?: readonly string[];
  /** Stable row id for selection; defaults to the row's `id`. */
  getRowId?: (row: T) => string;
  selectable?: boolean;
  /** Rows that may be ticked (all by default). */
  canSelect?: (row: T) => boolean;
  /** Shown above the table with the ticked rows of this page; `clear` unticks them. */
  selectionActions?: (selected: T[], clear: () => void) => ReactNode;
  /** Overrides the list's empty text (from `ListScreen`). */
  emptyText?: string;
};

/** A cell's classes and card label from its column's meta. */
function cellProps<T>(column: Header<T, unknown>["column"], inHeader = false) {
  const meta = column.columnDef.meta;
  const header = column.columnDef.header;
  const className = [
    meta?.nowrap && !inHeader && styles.nowrap,
    meta?.truncate && styles.truncate,
    meta?.align === "right" && styles.right,
    (column.id === "select" || column.id === "actions") && styles.narrow,
  ]
    .filter(Boolean)
    .join(" ");
  return { className: className || undefined, "data-label": meta?.label ?? (typeof header === "string" ? header : ""), "data-column": column.id };
}

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
      <Checkbox
        aria-label="Selecionar linha"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(value) => row.toggleSelected(value === true)}
      />
    ),
  };
}

/** The tooltip of a truncated cell: its whole text. */
const titleOf = (truncate: boolean | undefined, value: unknown) => (truncate && (typeof value === "string" || typeof value === "number") ? String(value) : undefined);

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A header cell; a sortable one holds a button cycling asc → desc → none and says its state in `aria-sort`. */
function HeaderCell<T>({ header, sortable, onSort }: { header: Header<T, unknown>; sortable: boolean; onSort: (id: string, order: SortOrder) => void }) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  const { className } = cellProps(column, true);
  if (!sortable) return <Table.ColumnHeaderCell className={className}>{content}</Table.ColumnHeaderCell>;
  const sorted = column.getIsSorted();
  const next: SortOrder = sorted === false ? "asc" : sorted === "asc" ? "desc" : false;
  const Icon = sorted === "asc" ? CaretUpIcon : sorted === "desc" ? CaretDownIcon : CaretSortIcon;
  return (
    <Table.ColumnHeaderCell className={className} aria-sort={sorted ? ARIA_SORT[sorted] : "none"}>
      <Button variant="ghost" color="gray" size="1" highContrast onClick={() => onSort(column.id, next)}>
        {content}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeaderCell>
  );
}

export function DataTable<T>({
  columns,
  data,
  meta,
  sorts = [],
  getRowId,
  selectable = true,
  canSelect,
  selectionActions,
  emptyText,
}: DataTableProps<T>) {
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
    state: { sorting, rowSelection, pagination: { pageIndex: meta.currentPage - 1, pageSize: meta.perPage } },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: selectable ? (canSelect ? (row) => canSelect(row.original) : true) : false,
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);

  return (
    <RowConfirmHost>
      <Flex direction="column" gap="2">
        {selectionActions ? selectionActions(selectedRows, () => setRowSelection({})) : null}
        <Box position="relative">
          <Table.Root variant="surface" aria-busy={list.isPending} className={styles.table}>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id}>
                  {group.headers.map((header) => (
                    <HeaderCell key={header.id} header={header} sortable={!header.isPlaceholder && sorts.includes(header.column.id)} onSort={list.setSort} />
                  ))}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              {list.isPending ? (
                <DataTableSkeletonRows columns={columnCount} rows={Math.min(Math.max(rows.length, 3), 10)} />
              ) : rows.length ? (
                rows.map((row) => {
                  const primary = row.getVisibleCells().find((cell) => cell.column.id !== "select")?.id;
                  return (
                    <Table.Row key={row.id} data-state={row.getIsSelected() ? "selected" : undefined} align="center">
                      {row.getVisibleCells().map((cell) => (
                        <Table.Cell key={cell.id} {...cellProps(cell.column)} data-primary={cell.id === primary ? "" : undefined} title={titleOf(cell.column.columnDef.meta?.truncate, cell.getValue())}>
                          {cell.column.columnDef.meta?.truncate ? <span>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span> : flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })
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
        <DataTablePagination
          meta={meta}
          selected={Object.values(rowSelection).filter(Boolean).length}
          rows={rows.length}
          disabled={list.isPending}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      </Flex>
    </RowConfirmHost>
  );
}

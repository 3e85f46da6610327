"use client";

/**
 * DataTable — the ONE table every list screen uses. Columns are @tanstack/react-table-shaped
 * definitions (`ColumnDef`, ./columns.ts) the table renders itself: the server sorts and pages.
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
import { useState, type ReactNode } from "react";
import { useListUrl } from "@/lib/client/use-list-url";
import type { PageMeta } from "@/lib/validation/list";
import { cellValue, renderCell, type ColumnDef } from "./columns";
import { DataTablePagination } from "./pagination";
import { RowConfirmHost } from "./row-confirm";
import { DataTableSkeletonRows } from "./skeleton";
import { ListEmpty } from "./list-empty";
import styles from "./data-table.module.css";

type SortOrder = "asc" | "desc" | false;

export type DataTableProps<T> = {
  columns: ColumnDef<T>[];
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

/** The checkbox column's stand-in for `ColumnDef`: only its id and header count for `cellProps`. */
const SELECT_COLUMN = { id: "select", header: "" } satisfies ColumnDef<unknown>;

/** A cell's classes and card label from its column's meta. */
function cellProps<T>(column: ColumnDef<T>, inHeader = false) {
  const { meta, header } = column;
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

/** The tooltip of a truncated cell: its whole text. */
const titleOf = (truncate: boolean | undefined, value: unknown) => (truncate && (typeof value === "string" || typeof value === "number") ? String(value) : undefined);

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A header cell; a sortable one holds a button cycling asc → desc → none and says its state in `aria-sort`. */
function HeaderCell<T>({ column, sorted, onSort }: { column: ColumnDef<T>; sorted: SortOrder | null; onSort: (id: string, order: SortOrder) => void }) {
  const content = typeof column.header === "function" ? column.header() : column.header;
  const { className } = cellProps(column, true);
  if (sorted === null) return <Table.ColumnHeaderCell className={className}>{content}</Table.ColumnHeaderCell>;
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

const defaultRowId = (row: unknown) => String((row as { id?: unknown }).id);

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
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  // A new page of data starts with nothing selected.
  const [seenData, setSeenData] = useState(data);
  if (seenData !== data) {
    setSeenData(data);
    setSelection(new Set());
  }

  const idOf = getRowId ?? defaultRowId;
  const rows = data.map((row) => ({ row, id: idOf(row), canTick: selectable && (canSelect ? canSelect(row) : true) }));
  const tickable = rows.filter((r) => r.canTick);
  const ticked = rows.filter((r) => r.canTick && selection.has(r.id));
  const allTicked = tickable.length > 0 && ticked.length === tickable.length;
  const tick = (ids: string[], on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const sortOf = (column: ColumnDef<T>): SortOrder | null =>
    column.enableSorting === false || !sorts.includes(column.id) ? null : list.sort === column.id ? (list.order === "desc" ? "desc" : "asc") : false;
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <RowConfirmHost>
      <Flex direction="column" gap="2">
        {selectionActions ? selectionActions(ticked.map((r) => r.row), () => setSelection(new Set())) : null}
        <Box position="relative">
          <Table.Root variant="surface" aria-busy={list.isPending} className={styles.table}>
            <Table.Header>
              <Table.Row>
                {selectable ? (
                  <Table.ColumnHeaderCell className={cellProps(SELECT_COLUMN, true).className}>
                    <Checkbox
                      aria-label="Selecionar todas as linhas"
                      checked={allTicked ? true : ticked.length ? "indeterminate" : false}
                      onCheckedChange={(value) => tick(tickable.map((r) => r.id), value === true)}
                    />
                  </Table.ColumnHeaderCell>
                ) : null}
                {columns.map((column) => (
                  <HeaderCell key={column.id} column={column} sorted={sortOf(column)} onSort={list.setSort} />
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.isPending ? (
                <DataTableSkeletonRows columns={columnCount} rows={Math.min(Math.max(rows.length, 3), 10)} />
              ) : rows.length ? (
                rows.map(({ row, id, canTick }) => {
                  const isTicked = canTick && selection.has(id);
                  return (
                    <Table.Row key={id} data-state={isTicked ? "selected" : undefined} align="center">
                      {selectable ? (
                        <Table.Cell {...cellProps(SELECT_COLUMN)}>
                          <Checkbox aria-label="Selecionar linha" checked={isTicked} disabled={!canTick} onCheckedChange={(value) => tick([id], value === true)} />
                        </Table.Cell>
                      ) : null}
                      {columns.map((column, index) => {
                        const content = renderCell(column, row);
                        return (
                          <Table.Cell key={column.id} {...cellProps(column)} data-primary={index === 0 ? "" : undefined} title={titleOf(column.meta?.truncate, cellValue(column, row))}>
                            {column.meta?.truncate ? <span>{content}</span> : content}
                          </Table.Cell>
                        );
                      })}
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
          selected={ticked.length}
          rows={rows.length}
          disabled={list.isPending}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      </Flex>
    </RowConfirmHost>
  );
}

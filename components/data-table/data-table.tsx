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
import { InlineIcon } from "@/components/inline-icons";
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

// CaretDownIcon of @radix-ui/react-icons.
const CARET_DOWN =
  "M4.18179 6.18181C4.35753 6.00608 4.64245 6.00608 4.81819 6.18181L7.49999 8.86362L10.1818 6.18181C10.3575 6.00608 10.6424 6.00608 10.8182 6.18181C10.9939 6.35755 10.9939 6.64247 10.8182 6.81821L7.81819 9.81821C7.73379 9.9026 7.61934 9.95001 7.49999 9.95001C7.38064 9.95001 7.26618 9.9026 7.18179 9.81821L4.18179 6.81821C4.00605 6.64247 4.00605 6.35755 4.18179 6.18181Z";
// CaretSortIcon of @radix-ui/react-icons.
const CARET_SORT =
  "M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z";
// CaretUpIcon of @radix-ui/react-icons.
const CARET_UP =
  "M4.18179 8.81819C4.00605 8.64245 4.00605 8.35753 4.18179 8.18179L7.18179 5.18179C7.26618 5.0974 7.38064 5.04999 7.49999 5.04999C7.61933 5.04999 7.73379 5.0974 7.81819 5.18179L10.8182 8.18179C10.9939 8.35753 10.9939 8.64245 10.8182 8.81819C10.6424 8.99392 10.3575 8.99392 10.1818 8.81819L7.49999 6.13638L4.81819 8.81819C4.64245 8.99392 4.35753 8.99392 4.18179 8.81819Z";

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
  return {
    className: className || undefined,
    "data-label": meta?.label ?? (typeof header === "string" ? header : ""),
    "data-column": column.id,
  };
}

/** The tooltip of a truncated cell: its whole text. */
const titleOf = (truncate: boolean | undefined, value: unknown) =>
  truncate && (typeof value === "string" || typeof value === "number") ? String(value) : undefined;

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A header cell; a sortable one holds a button cycling asc → desc → none and says its state in `aria-sort`. */
function HeaderCell<T>({
  column,
  sorted,
  onSort,
}: {
  column: ColumnDef<T>;
  sorted: SortOrder | null;
  onSort: (id: string, order: SortOrder) => void;
}) {
  const content = typeof column.header === "function" ? column.header() : column.header;
  const { className } = cellProps(column, true);
  if (sorted === null)
    return <Table.ColumnHeaderCell className={className}>{content}</Table.ColumnHeaderCell>;
  const next: SortOrder = sorted === false ? "asc" : sorted === "asc" ? "desc" : false;
  const icon = sorted === "asc" ? CARET_UP : sorted === "desc" ? CARET_DOWN : CARET_SORT;
  return (
    <Table.ColumnHeaderCell className={className} aria-sort={sorted ? ARIA_SORT[sorted] : "none"}>
      <Button
        variant="ghost"
        color="gray"
        size="1"
        highContrast
        onClick={() => onSort(column.id, next)}
      >
        {content}
        <InlineIcon path={icon} aria-hidden />
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
  const rows = data.map((row) => ({
    row,
    id: idOf(row),
    canTick: selectable && (canSelect ? canSelect(row) : true),
  }));
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
    column.enableSorting === false || !sorts.includes(column.id)
      ? null
      : list.sort === column.id
        ? list.order === "desc"
          ? "desc"
          : "asc"
        : false;
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <RowConfirmHost>
      <Flex direction="column" gap="2">
        {selectionActions
          ? selectionActions(
              ticked.map((r) => r.row),
              () => setSelection(new Set()),
            )
          : null}
        <Box position="relative">
          <Table.Root variant="surface" aria-busy={list.isPending} className={styles.table}>
            <Table.Header>
              <Table.Row>
                {selectable ? (
                  <Table.ColumnHeaderCell className={cellProps(SELECT_COLUMN, true).className}>
                    <Checkbox
                      aria-label="Selecionar todas as linhas"
                      checked={allTicked ? true : ticked.length ? "indeterminate" : false}
                      onCheckedChange={(value) =>
                        tick(
                          tickable.map((r) => r.id),
                          value === true,
                        )
                      }
                    />
                  </Table.ColumnHeaderCell>
                ) : null}
                {columns.map((column) => (
                  <HeaderCell
                    key={column.id}
                    column={column}
                    sorted={sortOf(column)}
                    onSort={list.setSort}
                  />
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.isPending ? (
                <DataTableSkeletonRows
                  columns={columnCount}
                  rows={Math.min(Math.max(rows.length, 3), 10)}
                />
              ) : rows.length ? (
                rows.map(({ row, id, canTick }) => {
                  const isTicked = canTick && selection.has(id);
                  return (
                    <Table.Row
                      key={id}
                      data-state={isTicked ? "selected" : undefined}
                      align="center"
                    >
                      {selectable ? (
                        <Table.Cell {...cellProps(SELECT_COLUMN)}>
                          <Checkbox
                            aria-label="Selecionar linha"
                            checked={isTicked}
                            disabled={!canTick}
                            onCheckedChange={(value) => tick([id], value === true)}
                          />
                        </Table.Cell>
                      ) : null}
                      {columns.map((column, index) => {
                        const content = renderCell(column, row);
                        return (
                          <Table.Cell
                            key={column.id}
                            {...cellProps(column)}
                            data-primary={index === 0 ? "" : undefined}
                            title={titleOf(column.meta?.truncate, cellValue(column, row))}
                          >
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

"use client";

/**
 * DataTable — the ONE table of the app: every list screen, and the short tables of the settings
 * (API tokens, webhook deliveries, e-mail failures). Columns are @tanstack/react-table's
 * `ColumnDef`s; the library runs headless with manual paging and sorting (the server pages, sorts
 * and filters), and ./table-view.tsx draws its header groups and cells with `flexRender`.
 *
 * A list passes `meta` (its page): the page's server component parses `searchParams` with the
 * list's zod schema, calls the service and passes `data` + `meta` here. Sorting and paging only
 * change the URL (`useListUrl`), which re-renders the server page; while that runs, the body
 * shows a skeleton. Wrap the screen in `<ListUrlProvider>` (`ListScreen` does) so the filter
 * panel shares that state. Without `meta` the table shows all of `data`: no URL, no footer.
 *
 * - Sorting: pass the list's whitelist (`sorts={USER_SORTS}`, the same array its zod schema
 *   uses); every column whose `id` is in it gets a sort button, and that id is the `sort` value
 *   sent to the server (`orderFor(query, { name: users.nameSearch, ... })`). Clicking cycles
 *   asc → desc → none; the header cell carries `aria-sort`.
 * - Fits without sideways scrolling: text wraps; `meta: { nowrap: true }` keeps short formatted
 *   values (phone, CPF/CNPJ, dates, badges) on one line; `meta: { truncate: true }` cuts long
 *   text to one line with the whole value as a tooltip; `meta: { align: "right" }` for money.
 *   Headers are Portuguese, sentence case ('Criado em'); money is `formatBRL`, dates dd/MM/yyyy.
 * - Below 640 px each row is a card: every cell a line labelled with its header (or
 *   `meta.label`), the first data column as the card's title, the row menu in its corner.
 * - Selection (lists): a checkbox column is added unless `selectable={false}`; `canSelect(row)`
 *   limits which rows may be ticked, and `selectionActions(selected, clear)` renders what to do
 *   with the ticked rows above the table (bulk decisions, see components/finance/bulk-actions.tsx).
 * - Row menu: append `rowActionsColumn(row => [...])` (see row-actions.tsx).
 * - Empty: the list's `EmptyState` ('Nenhum pagamento encontrado' and, where the user may
 *   create, the create button), given by `ListScreen` (`empty`, `create`), or `emptyText`;
 *   footer: 'N of M row(s) selected.', rows per page, 'Page X of Y'.
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
import { lazy, Suspense, useCallback, useEffect, useRef } from "react";
import { DataTableSkeleton } from "./skeleton";
import type { DataTableProps } from "./table-view";
// The layout rules must style the server's table before the table's own chunk arrives.
import "./data-table.module.css";

export type { DataTableProps };

/**
 * The table's code and the library's runtime come in a chunk of their own rather than with the
 * page's first scripts (decision 0109): the server renders the whole table, and the browser
 * starts fetching the chunk as soon as this module runs; until it arrives the server's rows stay
 * on screen, and React hydrates them then.
 */
let view: Promise<{ default: typeof import("./table-view").TableView }> | undefined;
const loadView = () =>
  (view ??= import("./table-view").then((module) => ({ default: module.TableView })));
if (typeof window !== "undefined") void loadView();
const TableView = lazy(loadView);

/**
 * React drops a click on a part it has not hydrated yet. Until the table has hydrated, a click on
 * one of its buttons or checkboxes (a sort header, a row's tick, a row menu, the pager) is held
 * here, and every held click is made again, in order, once it has: ticking three rows quickly
 * ticks three rows.
 */
function useHeldClicks() {
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<{ hydrated: boolean; held: HTMLElement[] }>({
    hydrated: false,
    held: [],
  });
  useEffect(() => {
    const hold = (event: MouseEvent) => {
      if (state.current.hydrated || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>("button, input[type=checkbox]");
      if (!button || !box.current?.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      state.current.held.push(button);
    };
    window.addEventListener("click", hold, true);
    return () => window.removeEventListener("click", hold, true);
  }, []);
  const onHydrated = useCallback(() => {
    state.current.hydrated = true;
    const held = state.current.held;
    state.current.held = [];
    for (const element of held) if (element.isConnected) element.click();
  }, []);
  return { box, onHydrated };
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { box, onHydrated } = useHeldClicks();
  return (
    <div ref={box} style={{ display: "contents" }}>
      {/* The fallback shows only when a client navigation renders a table before its chunk. */}
      <Suspense
        fallback={<DataTableSkeleton rows={Math.min(Math.max(props.data.length, 3), 10)} />}
      >
        <TableView {...(props as DataTableProps<unknown>)} onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}

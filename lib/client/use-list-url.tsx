"use client";

/**
 * `useListUrl()` — navigation for list screens, built on the pure rules of `list-url.ts`.
 *
 * Every change is a `router.push` of new search params inside ONE `useTransition`, so the
 * server page re-renders with the new list while `isPending` shows the skeleton. Wrap a list
 * screen in `<ListUrlProvider>` so its filter panel and its table share that pending state
 * (without the provider each caller gets its own transition).
 *
 * @example
 *   // app/admin/user/page.tsx (server)
 *   <ListUrlProvider>
 *     <UserFilters />
 *     <UsersTable data={data} meta={meta} />
 *   </ListUrlProvider>
 *
 *   // inside a client component
 *   const list = useListUrl();
 *   list.applyFilters({ name: "jose" }); // → ?page=1&per_page=10&name=jose
 *   list.clearFilters();                  // → ?page=1&per_page=10
 *   list.setPage(2); list.setPerPage(20); list.setSort("name", "desc");
 *   list.isPending; list.sort; list.order; list.filters; list.reload();
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  createContext,
  useContext,
  useMemo,
  useTransition,
  type ReactNode,
  type TransitionStartFunction,
} from "react";
import {
  filtersOf,
  withFilters,
  withoutFilters,
  withPage,
  withPerPage,
  withSort,
  type FilterValues,
} from "./list-url";

type Shared = { isPending: boolean; startTransition: TransitionStartFunction };
const ListTransition = createContext<Shared | null>(null);

/** Shares one pending state between a list's filter panel, table and row actions. */
export function ListUrlProvider({ children }: { children: ReactNode }) {
  const [isPending, startTransition] = useTransition();
  const value = useMemo(() => ({ isPending, startTransition }), [isPending]);
  return <ListTransition.Provider value={value}>{children}</ListTransition.Provider>;
}

export function useListUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [ownPending, ownStart] = useTransition();
  const shared = useContext(ListTransition);
  const isPending = shared ? shared.isPending : ownPending;
  const startTransition = shared ? shared.startTransition : ownStart;

  return useMemo(() => {
    const current = new URLSearchParams(searchParams.toString());
    const go = (query: string) =>
      startTransition(() => router.push(`${pathname}?${query}`, { scroll: false }));
    const order = current.get("order");
    return {
      isPending,
      /** The current search params (a copy). */
      params: current,
      page: Number(current.get("page")) || 1,
      sort: current.get("sort") ?? undefined,
      order: order === "asc" || order === "desc" ? order : undefined,
      /** Filter values now in the URL: use them as the filter form's values. */
      filters: filtersOf(current),
      applyFilters: (filters: FilterValues) => go(withFilters(current, filters)),
      clearFilters: () => go(withoutFilters(current)),
      setPage: (page: number) => go(withPage(current, page)),
      setPerPage: (perPage: number) => go(withPerPage(current, perPage)),
      setSort: (column: string, direction: "asc" | "desc" | false) =>
        go(withSort(current, column, direction)),
      /** Re-renders the server page with the same URL (after a row action). */
      reload: () => startTransition(() => router.refresh()),
    };
  }, [searchParams, pathname, router, isPending, startTransition]);
}

export type ListUrl = ReturnType<typeof useListUrl>;

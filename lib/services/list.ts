import "server-only";
import { asc, desc, type AnyColumn, type SQL } from "drizzle-orm";
import { badRequest } from "@/lib/core/errors";
import { pageMeta, type ListQuery, type Paginated } from "@/lib/validation/list";

/** ORDER BY for a list: the requested whitelisted column first, then the stable fallback. */
export function orderFor(query: ListQuery, sortable: Record<string, AnyColumn | SQL>, fallback: SQL[]): SQL[] {
  if (!query.sort) return fallback;
  const column = sortable[query.sort];
  if (!column) throw badRequest("Ordenação inválida", { sort: ["Ordenação inválida"] });
  return [query.order === "desc" ? desc(column) : asc(column), ...fallback];
}

/** One page of rows plus the `meta` object; paging happens in SQL. */
export async function paged<T>(
  query: ListQuery,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Paginated<T>> {
  const data = await rows(query.per_page, (query.page - 1) * query.per_page);
  const count = await total();
  return { data, meta: pageMeta(count, query.page, query.per_page) };
}

/** `%term%` for ILIKE/LIKE with the user's wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

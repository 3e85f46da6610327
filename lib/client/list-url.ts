/**
 * List URL state — the ONE place that decides how a list's query string changes (spec §4).
 *
 * Every list keeps ALL its state in the URL: `page`, `per_page`, `sort`, `order` and its
 * filters. These pure functions take the current params and answer the next query string, so
 * reload, back/forward and shared links reproduce the same list. The server page parses the
 * same keys with the list's zod schema (an extension of `listQuerySchema`).
 *
 * Rules:
 * - `withFilters`: submitting filters starts again at page 1, keeps per_page (and the sort),
 *   drops every previous filter and keeps only the non-empty new values.
 * - `withoutFilters` ('Limpar filtros'): keeps only page, per_page, sort and order.
 * - `withPage` / `withPerPage` / `withSort`: one change; a new page size or sort goes back to
 *   page 1.
 * - page and per_page are always written (default 1 and 10), like the spec's routes.
 *
 * @example
 *   // "page=1&per_page=10&name=jose"
 *   const next = withFilters(searchParams, { name: "jose", profile: "" });
 *   router.push(`${pathname}?${next}`);
 * Client code normally uses the `useListUrl()` hook (lib/client/use-list-url.tsx) instead.
 */
import type { z } from "zod";
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from "@/lib/paging";

/** Keys owned by the list machinery; every other key is a filter. */
export const PAGING_KEYS = ["page", "per_page", "sort", "order"] as const;

export type FilterValue = string | number | boolean | null | undefined | Array<string | number>;
export type FilterValues = Record<string, FilterValue>;
/** URLSearchParams (Next's ReadonlyURLSearchParams included) or a page's awaited `searchParams`. */
export type ParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

function toParams(current: ParamsLike): URLSearchParams {
  if (current instanceof URLSearchParams) return new URLSearchParams(current);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(current)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else if (value !== undefined) params.set(key, value);
  }
  return params;
}

const isEmpty = (value: FilterValue) =>
  value === undefined ||
  value === null ||
  value === false ||
  (Array.isArray(value) ? value.length === 0 : String(value).trim() === "");

/** page and per_page first (with their defaults), then the rest in the order given. */
function normalised(params: URLSearchParams): string {
  const out = new URLSearchParams();
  out.set("page", params.get("page") || String(DEFAULT_PAGE));
  out.set("per_page", params.get("per_page") || String(DEFAULT_PER_PAGE));
  for (const [key, value] of params)
    if (key !== "page" && key !== "per_page") out.append(key, value);
  return out.toString();
}

/** The filters currently in the URL (every key that is not page/per_page/sort/order). */
export function filtersOf(current: ParamsLike): Record<string, string> {
  const params = toParams(current);
  const filters: Record<string, string> = {};
  for (const [key, value] of params)
    if (!(PAGING_KEYS as readonly string[]).includes(key)) filters[key] = value;
  return filters;
}

/** Submitting the filter form: page 1, same per_page and sort, only non-empty values. */
export function withFilters(current: ParamsLike, filters: FilterValues): string {
  const params = toParams(current);
  const next = new URLSearchParams();
  next.set("page", String(DEFAULT_PAGE));
  next.set("per_page", params.get("per_page") || String(DEFAULT_PER_PAGE));
  for (const key of ["sort", "order"]) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  for (const [key, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) value.forEach((v) => next.append(key, String(v)));
    else next.set(key, String(value).trim());
  }
  return next.toString();
}

/** 'Limpar filtros': the filters go, page, per_page and the sort stay. */
export function withoutFilters(current: ParamsLike): string {
  const params = toParams(current);
  const next = new URLSearchParams();
  for (const key of PAGING_KEYS) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return normalised(next);
}

export function withPage(current: ParamsLike, page: number): string {
  const params = toParams(current);
  params.set("page", String(Math.max(1, Math.trunc(page))));
  return normalised(params);
}

export function withPerPage(current: ParamsLike, perPage: number): string {
  const params = toParams(current);
  params.set("per_page", String(perPage));
  params.set("page", String(DEFAULT_PAGE));
  return normalised(params);
}

/** Sorting by `column`: the given order, or none at all when `order` is false. Back to page 1. */
export function withSort(
  current: ParamsLike,
  column: string,
  order: "asc" | "desc" | false,
): string {
  const params = toParams(current);
  params.delete("sort");
  params.delete("order");
  if (order) {
    params.set("sort", column);
    params.set("order", order);
  }
  params.set("page", String(DEFAULT_PAGE));
  return normalised(params);
}

/**
 * A list page's `searchParams` parsed by the SAME zod schema its REST endpoint uses. A hand-
 * edited URL with a bad value (page=abc, an invalid date) loses that key instead of failing
 * the page; the REST endpoint, stricter, answers 400.
 *
 * @example
 *   const query = parseListParams(userListQuerySchema, await props.searchParams);
 */
export function parseListParams<S extends z.ZodType>(
  schema: S,
  searchParams: ParamsLike,
): z.output<S> {
  const params = toParams(searchParams);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0];
  }
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = schema.safeParse(raw);
  return second.success ? second.data : schema.parse({});
}

/**
 * The query string with page and per_page filled in when either is missing, else null: a list
 * page redirects there so its URL always carries its paging (spec §2).
 *
 * @example
 *   const fixed = withDefaultPaging(searchParams);
 *   if (fixed) redirect(`/admin/user?${fixed}`);
 */
export function withDefaultPaging(current: ParamsLike): string | null {
  const params = toParams(current);
  return params.get("page") && params.get("per_page") ? null : normalised(params);
}

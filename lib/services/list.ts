import "server-only";
import {
  and,
  asc,
  count,
  desc,
  getTableName,
  like,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "@/db";
import { norm } from "@/db/schema";
import { badRequest } from "@/lib/core/errors";
import { COUNT_CAP, pageMeta, type ListQuery, type Paginated } from "@/lib/validation/list";

/**
 * ORDER BY for a list: the requested whitelisted column first, then `tiebreak` in the same
 * direction (so desc is exactly asc reversed and one btree index serves both), else `fallback`.
 * Each list keeps an index on (sort column, ...tiebreak) so the page of ids is an index walk.
 */
export function orderFor(
  query: ListQuery,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
  tiebreak?: (AnyColumn | SQL)[],
): SQL[] {
  if (!query.sort) return fallback;
  const column = sortable[query.sort];
  if (!column) throw badRequest("Ordenação inválida", { sort: ["Ordenação inválida"] });
  const direction = query.order === "desc" ? desc : asc;
  return [direction(column), ...(tiebreak ? tiebreak.map((c) => direction(c)) : fallback)];
}

/**
 * A page whose query also counted every match (`count(*) over ()`, see `matchCount`); undefined
 * when the page came back empty, which leaves nothing to read the count from.
 */
export type CountedPage<T> = { rows: T[]; matching: number | undefined };

/**
 * The number of rows the query matches, before its LIMIT, on every row it answers. Only for a
 * page query that sorts all its matches anyway (a text search ordered by `unindexed` columns):
 * the count then costs nothing more, where a separate count would search the index again.
 */
export const matchCount = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The rows a list matches, for its capped count and the planner's estimate: a FROM with only the
 * joins its filters need, and the WHERE.
 */
export type Matching = { executor: Executor; from: PgTable | SQL; where: SQL | undefined };

/**
 * One page plus `meta` (decision 0020). `rows(limit, offset)` answers the page (one row more
 * tells whether another page follows); `matching` is counted up to COUNT_CAP + 1. The count is
 * skipped when the page itself shows the total, and when `rows` answers a `CountedPage` (exact,
 * whatever its size). Past COUNT_CAP the total is a lower bound marked `totalExact: false`, with
 * the planner's estimate of the matches in `totalEstimate` when it is higher (counting 500,000
 * rows exactly on every page costs more than the page).
 *
 * Every list builds its statements per request, like this (decision 0108); only the statements
 * whose text never varies, a page's rows by id and the actor, are built once (db/prepared.ts).
 */
export async function paged<T>(
  query: ListQuery,
  rows: (limit: number, offset: number) => Promise<T[] | CountedPage<T>>,
  matching: Matching,
): Promise<Paginated<T>> {
  const offset = (query.page - 1) * query.per_page;
  const page = await rows(query.per_page + 1, offset);
  const fetched = Array.isArray(page) ? page : page.rows;
  const hasMore = fetched.length > query.per_page;
  const data = hasMore ? fetched.slice(0, query.per_page) : fetched;
  // A short, non-empty page ends the list: offset + its rows is the exact total.
  if (!hasMore && (data.length > 0 || offset === 0))
    return { data, meta: pageMeta(offset + data.length, query.page, query.per_page) };
  if (!Array.isArray(page) && page.matching !== undefined)
    return { data, meta: pageMeta(page.matching, query.page, query.per_page) };
  const { executor, from, where } = matching;
  const select = () =>
    executor
      .select({ one: sql`1` })
      .from(from)
      .where(where)
      .$dynamic();
  const counted = await countUpTo(executor, select(), COUNT_CAP + 1);
  if (counted <= COUNT_CAP) return { data, meta: pageMeta(counted, query.page, query.per_page) };
  const atLeast = Math.max(COUNT_CAP, offset + data.length + (hasMore ? 1 : 0));
  const meta = pageMeta(atLeast, query.page, query.per_page);
  if (hasMore && meta.lastPage <= query.page)
    Object.assign(meta, { lastPage: query.page + 1, next: query.page + 1 });
  const estimate = await estimateRows(executor, select().getSQL());
  return {
    data,
    meta: {
      ...meta,
      totalExact: false,
      ...(estimate > atLeast ? { totalEstimate: estimate } : {}),
    },
  };
}

/** `select count(*) from (<select> limit n)`: the capped count of a filtered select. */
async function countUpTo(executor: Executor, select: PgSelect, limit: number): Promise<number> {
  const capped = select.limit(limit).as("capped");
  const [{ n }] = await executor.select({ n: count() }).from(capped);
  return n;
}

type Explained = { "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] | string };

/** The planner's estimate of the rows `query` answers (EXPLAIN, nothing is read), or 0. */
async function estimateRows(executor: Executor, query: SQL): Promise<number> {
  const result: unknown = await executor.execute(sql`explain (format json) ${query}`);
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  const [first] = rows as Explained[];
  if (!first) return 0;
  const plan =
    typeof first["QUERY PLAN"] === "string" ? JSON.parse(first["QUERY PLAN"]) : first["QUERY PLAN"];
  return Math.round(Number(plan?.[0]?.Plan?.["Plan Rows"]) || 0);
}

/**
 * A FROM clause of `base` inner-joined with the tables a filter or sort needs (pass `false` for
 * one that is not needed). The list's first step selects only ids, so joining or not never
 * changes the selected shape: `select({ id: idOf(base) }).from(joinedFrom(…))` keeps its type.
 *
 * @example
 *   db.select({ id: idOf(users) }).from(joinedFrom(users, byProfile && [profiles, eq(profiles.id, users.profileId)]))
 */
export function joinedFrom(
  base: PgTable,
  ...joins: (readonly [PgTable, SQL | undefined] | false | undefined | "")[]
): SQL {
  const clauses = joins.flatMap((join) =>
    join ? [sql` inner join ${join[0]} on ${join[1]}`] : [],
  );
  return sql`${base}${sql.join(clauses)}`;
}

/**
 * `"table"."id"` for the field list over `joinedFrom`: drizzle checks a plain column field against
 * a table source only, and leaves it unqualified (ambiguous once joined) over an SQL source.
 */
export const idOf = (table: PgTable) =>
  sql<number>`${sql.identifier(getTableName(table))}.${sql.identifier("id")}`;

/** `"table"."column"` as an expression, for field lists over `joinedFrom` (see `idOf`). */
export const qualified = <T>(column: PgColumn) =>
  sql<T>`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The column as an expression no btree index matches. Ordering by it while a trigram search
 * filters makes PostgreSQL find the matches on the trigram index and sort only them, instead
 * of walking a sort index hoping to meet matches early, which reads most of the index when the
 * matches sort late (decision 0020).
 */
export const unindexed = (column: AnyColumn | SQL): SQL => sql`coalesce(${column}, ${column})`;

/**
 * `column = any($ids)`: the second step's WHERE as one statement text whatever the page size, so
 * it is prepared once (db/prepared.ts); execute it with `{ ids }`.
 */
export const idIn = (column: AnyColumn) => sql`${column} = any(${sql.placeholder("ids")})`;

/**
 * The second step of a deferred join: `load(ids)` reads the display rows of one page by
 * primary key (`idIn`), answered in the order of `ids` (the first step's index order).
 */
export async function rowsOf<T extends { id: number }>(
  ids: { id: number }[],
  load: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  if (!ids.length) return [];
  const byId = new Map((await load(ids.map((row) => row.id))).map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

/**
 * The page of ids of a list sorted by the label of a small lookup table (finance types,
 * profiles; decision 0024). Instead of sorting every matching item by its lookup row's label,
 * each lookup row, in label order, takes its first `offset + limit` items from an index on
 * (foreign key, ...`within`): page 1 reads about lookups × page rows, not the whole table.
 *
 * @example
 *   idsByLookupLabel(db, { from: users, id: idOf(users), link: eq(users.profileId, profiles.id),
 *     lookup: profiles, label: profiles.label, within: [users.id], where, order: "asc", limit: 11, offset: 0 })
 */
export async function idsByLookupLabel(
  executor: Executor,
  {
    from,
    id,
    link,
    lookup,
    label,
    within,
    where,
    order,
    limit,
    offset,
  }: {
    from: SQL | PgTable;
    id: SQL<number>;
    link: SQL;
    lookup: PgTable;
    label: AnyColumn;
    within: PgColumn[];
    where: SQL | undefined;
    order: "asc" | "desc" | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ id: number }[]> {
  const direction = order === "desc" ? desc : asc;
  // The item's order keys leave the lateral subquery under names of their own (k0, k1, …).
  const keys = Object.fromEntries(
    within.map((column, i) => [`k${i}`, qualified(column).as(`k${i}`)]),
  );
  const ofLookup = executor
    .select({ id: sql<number>`${id}`.as("item_id"), ...keys })
    .from(from)
    .where(and(link, where))
    .orderBy(...within.map((column) => direction(column)))
    .limit(offset + limit)
    .as("of_lookup");
  return executor
    .select({ id: ofLookup.id })
    .from(lookup)
    .crossJoinLateral(ofLookup)
    .orderBy(
      direction(label),
      ...Object.keys(keys).map((key) =>
        direction(sql`${sql.identifier("of_lookup")}.${sql.identifier(key)}`),
      ),
    )
    .limit(limit)
    .offset(offset);
}

/** `%term%` for ILIKE/LIKE with the user's wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `searchColumn` (a `membros_norm` generated column with a trigram index) contains `term`,
 * case and accents aside. The term is normalised in a subquery, which PostgreSQL runs once per
 * statement: written as a plain call, a prepared statement's generic plan normalises it again for
 * every row the index hands back to be rechecked (decision 0099).
 */
export const containsText = (searchColumn: AnyColumn, term: string): SQL =>
  like(searchColumn, sql`(select ${norm(containsPattern(term))})`);

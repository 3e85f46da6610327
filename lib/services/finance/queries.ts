import "server-only";
import { and, count, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "@/db";
import { files, users } from "@/db/schema";
import { centsToReais } from "@/lib/format";
import { fileInfo } from "@/lib/services/files";
import { historyOf } from "@/lib/services/history";
import { preparedOnce } from "@/db/prepared";
import {
  byPlaceholder,
  byValue,
  containsPattern,
  estimateRows,
  idIn,
  idOf,
  idsByLookupLabel,
  joinedFrom,
  matchesPattern,
  orderFor,
  paged,
  rowsOf,
  type Bind,
} from "@/lib/services/list";
import { receiptAccesses, type ReceiptAccess } from "@/lib/services/receipt-access";
import type { FileInfo } from "@/lib/validation/file";
import type { FINANCE_SORTS, FinanceListQuery } from "@/lib/validation/finance";
import type { FinanceStatus } from "@/lib/kinds/finance";
import type { Paginated } from "@/lib/validation/list";
import type { FinanceKindServer } from "./kinds";

/** A finance item as the services hand it out (the REST layer renames fields per kind). */
export type FinanceItem = {
  id: number;
  description: string;
  value: number;
  typeId: number;
  type: { id: number; label: string; active: boolean };
  date: string | null;
  status: FinanceStatus;
  reason: string | null;
  userId: number;
  user: { id: number; fullName: string };
  file: FileInfo | null;
  createdAt: string;
  updatedAt: string;
};

export type HistoryEntry = Awaited<ReturnType<typeof historyOf>>[number];
export type FinanceItemDetail = FinanceItem & {
  history: (Omit<HistoryEntry, "createdAt"> & { createdAt: string })[];
  /** Downloads of the current receipt (who, when): shown to the admins and to the owner. */
  receiptAccesses: ReceiptAccess[];
};

function selectItems(executor: Executor, k: FinanceKindServer) {
  const { table, typeTable } = k;
  return executor
    .select({
      id: table.id,
      description: table.description,
      valueCents: table.valueCents,
      typeId: table.typeId,
      typeLabel: typeTable.label,
      typeActive: typeTable.active,
      date: table.date,
      status: table.status,
      reason: table.reason,
      userId: table.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      fileId: files.id,
      fileName: files.originalName,
      fileType: files.mimeType,
      fileSize: files.size,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .innerJoin(typeTable, eq(typeTable.id, table.typeId))
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(files, eq(files.id, table.fileId));
}

type Row = Awaited<ReturnType<typeof selectItems>>[number];

function toItem(row: Row): FinanceItem {
  return {
    id: row.id,
    description: row.description,
    value: centsToReais(row.valueCents),
    typeId: row.typeId,
    type: { id: row.typeId, label: row.typeLabel, active: row.typeActive },
    date: row.date,
    status: row.status,
    reason: row.reason,
    userId: row.userId,
    user: { id: row.userId, fullName: `${row.firstName} ${row.lastName}` },
    file:
      row.fileId == null
        ? null
        : fileInfo({
            id: row.fileId,
            originalName: row.fileName ?? "",
            mimeType: row.fileType ?? "",
            size: row.fileSize ?? 0,
          }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Who may see what: an owner id limits the item to that owner (employees); null is everyone. */
export type Scope = { ownerId: number | null };

/** The owner condition of a scope; an admin's scope has none. */
export const ownerCondition = (k: FinanceKindServer, scope: Scope): SQL | undefined =>
  scope.ownerId == null ? undefined : eq(k.table.userId, scope.ownerId);

export const inScope = (k: FinanceKindServer, scope: Scope, id: number): SQL | undefined =>
  and(eq(k.table.id, id), ownerCondition(k, scope));

export async function findItem(
  executor: Executor,
  k: FinanceKindServer,
  scope: Scope,
  id: number,
): Promise<FinanceItem | null> {
  const [row] = await selectItems(executor, k).where(inScope(k, scope, id));
  return row ? toItem(row) : null;
}

export async function findItemDetail(
  executor: Executor,
  k: FinanceKindServer,
  scope: Scope,
  id: number,
): Promise<FinanceItemDetail | null> {
  const item = await findItem(executor, k, scope, id);
  if (!item) return null;
  const history = await historyOf(executor, k.historyType, id);
  const accesses = item.file ? await receiptAccesses(executor, item.file.id) : [];
  return {
    ...item,
    history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    receiptAccesses: accesses,
  };
}

/**
 * The filters a list applies, by the name of their placeholder, each present only when it
 * filters: the WHERE is written from it (`filtersWhere`), and which names it holds is the shape a
 * prepared list statement is kept under, so the two cannot disagree.
 */
type ListFilters = { owner?: number; status?: FinanceStatus; category?: number; pattern?: string };

function listFilters(scope: Scope, query: FinanceListQuery): ListFilters {
  const filters: ListFilters = {};
  if (scope.ownerId != null) filters.owner = scope.ownerId;
  if (query.status !== "ALL") filters.status = query.status;
  if (query.category) filters.category = query.category;
  if (query.name) filters.pattern = containsPattern(query.name);
  return filters;
}

/**
 * The WHERE of `filters`, their values written by `bind`. The name matches owners joined in
 * (`"joined"`), or is the owner ids matching it (`"owner ids"`), which reads the owners' items on
 * the (user_id, …) index instead of joining users.
 */
function filtersWhere(
  k: FinanceKindServer,
  filters: ListFilters,
  bind: Bind,
  name: "joined" | "owner ids",
): SQL | undefined {
  const { table } = k;
  const conditions: SQL[] = [];
  if (filters.owner !== undefined) conditions.push(eq(table.userId, bind("owner", filters.owner)));
  if (filters.status !== undefined)
    conditions.push(eq(table.status, bind("status", filters.status)));
  if (filters.category !== undefined)
    conditions.push(eq(table.typeId, bind("category", filters.category)));
  if (filters.pattern !== undefined) {
    const matches = matchesPattern(users.nameSearch, bind("pattern", filters.pattern));
    conditions.push(
      name === "joined"
        ? matches
        : sql`${table.userId} = any(array(select ${users.id} from ${users} where ${matches}))`,
    );
  }
  return and(...conditions);
}

/** The WHERE of a list (scope and filters) for the CSV export, which joins users itself. */
export const listWhere = (
  k: FinanceKindServer,
  scope: Scope,
  query: FinanceListQuery,
): SQL | undefined => filtersWhere(k, listFilters(scope, query), byValue, "joined");

/** The ORDER BY of the CSV export: the requested sort, then newest first and the id. */
export function listOrder(k: FinanceKindServer, query: FinanceListQuery): SQL[] {
  const { table, typeTable } = k;
  return orderFor(
    query,
    {
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      value: table.valueCents,
      description: table.description,
      status: table.status,
      date: table.date,
      type: typeTable.label,
      user: users.nameSearch,
    } satisfies Record<(typeof FINANCE_SORTS)[number], AnyColumn | SQL>,
    [desc(table.createdAt), desc(table.id)],
    [table.createdAt, table.id],
  );
}

/**
 * A deferred join (docs/decisions/0020): the page of ids walks one index of the item table
 * (joining users or types only when a filter or sort needs them), and only those rows are
 * joined with their type, owner and file. The page of ids and the capped count are prepared once
 * per shape of the query (which filters, which sort) and run with its values: building them
 * with drizzle cost about 5 % of a cheap list call (docs/decisions/0105).
 */
export async function listItems(
  executor: Executor,
  k: FinanceKindServer,
  scope: Scope,
  query: FinanceListQuery,
): Promise<Paginated<FinanceItem>> {
  const { table } = k;
  const order = listOrder(k, query);
  const filters = listFilters(scope, query);
  const shape = [k.historyType, ...Object.keys(filters), query.sort, query.order].join(":");

  // The page joins users when the name filters or sorts (the planner then walks the sort index
  // and probes users); the count takes the matching owners' ids instead, and stops at the cap.
  const from = (forPage: boolean) =>
    joinedFrom(
      table,
      forPage &&
        (filters.pattern !== undefined || query.sort === "user") && [
          users,
          eq(users.id, table.userId),
        ],
    );
  const where = (forPage: boolean, bind: Bind) =>
    filtersWhere(k, filters, bind, forPage ? "joined" : "owner ids");
  const matching = (bind: Bind) =>
    executor
      .select({ one: sql`1` })
      .from(from(false))
      .where(where(false, bind))
      .$dynamic();
  return paged(
    query,
    async (limit, offset) => {
      const byType = {
        from: from(true),
        id: idOf(table),
        link: eq(table.typeId, k.typeTable.id),
        lookup: k.typeTable,
        label: k.typeTable.label,
        within: [table.createdAt, table.id],
      };
      const ids =
        query.sort === "type"
          ? await idsByLookupLabel(executor, {
              ...byType,
              where: where(true, byValue),
              order: query.order,
              limit,
              offset,
            })
          : await preparedOnce(executor, `${shape}:ids`, () =>
              executor
                .select({ id: idOf(table) })
                .from(from(true))
                .where(where(true, byPlaceholder))
                .orderBy(...order)
                .limit(sql.placeholder("limit"))
                .offset(sql.placeholder("offset")),
            ).execute({ ...filters, limit, offset });
      const byIds = preparedOnce(executor, `${k.historyType}_rows`, () =>
        selectItems(executor, k).where(idIn(table.id)),
      );
      return rowsOf(ids, async (page) => (await byIds.execute({ ids: page })).map(toItem));
    },
    {
      count: async (cap) => {
        const counted = preparedOnce(executor, `${shape}:count`, () =>
          executor
            .select({ n: count() })
            .from(matching(byPlaceholder).limit(sql.placeholder("cap")).as("capped")),
        );
        const [{ n }] = await counted.execute({ ...filters, cap });
        return n;
      },
      estimate: () => estimateRows(executor, matching(byValue).getSQL()),
    },
  );
}

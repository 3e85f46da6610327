import "server-only";
import { and, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "@/db";
import { users } from "@/db/schema";
import { containsText, orderFor } from "@/lib/services/list";
import type { FINANCE_SORTS, FinanceListQuery } from "@/lib/validation/finance";
import type { FinanceKindServer } from "./kinds";

/** A finance list's conditions and order, shared by its page, its count and its CSV export. */

/** Who may see what: an owner id limits the item to that owner (employees); null is everyone. */
export type Scope = { ownerId: number | null };

/**
 * The WHERE of a list (scope and filters), shared by the page, the count and the CSV export. The
 * name matches owners joined in (`"joined"`, the page and the export), or is the owner ids
 * matching it (`"owner ids"`, the count), which reads the owners' items on the (user_id, …)
 * index instead of joining users, or is one of a few owners already found (`{ ownerIds }`).
 */
export function listWhere(
  config: FinanceKindServer,
  scope: Scope,
  query: FinanceListQuery,
  name: "joined" | "owner ids" | { ownerIds: number[] } = "joined",
): SQL | undefined {
  const { table } = config;
  const conditions: SQL[] = [];
  if (scope.ownerId != null) conditions.push(eq(table.userId, scope.ownerId));
  if (query.status !== "ALL") conditions.push(eq(table.status, query.status));
  if (query.category) conditions.push(eq(table.typeId, query.category));
  if (query.name) {
    const matches = containsText(users.nameSearch, query.name);
    conditions.push(
      typeof name === "object"
        ? sql`${table.userId} = any(${sql.param(name.ownerIds)}::integer[])`
        : name === "joined"
          ? matches
          : sql`${table.userId} = any(array(select ${users.id} from ${users} where ${matches}))`,
    );
  }
  return and(...conditions);
}

/** The ORDER BY of the list and its CSV export: the requested sort, then newest first and the id. */
export function listOrder(config: FinanceKindServer, query: FinanceListQuery): SQL[] {
  const { table, typeTable } = config;
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

/** Up to this many owners match the name filter, the page reads their items by owner. */
const FEW_OWNERS = 100;

/**
 * The owners whose name matches, when at most FEW_OWNERS do; null when more. Walking the sort
 * index and probing each item's owner finds a page at once when many owners match, but reads
 * every item when none or few do (a mistyped name read 500,000 payments): then the owners'
 * own index is the way, and no owner at all is an empty page without reading an item.
 */
export async function fewOwners(executor: Executor, name: string): Promise<number[] | null> {
  const found = await executor
    .select({ id: users.id })
    .from(users)
    .where(containsText(users.nameSearch, name))
    .limit(FEW_OWNERS + 1);
  return found.length > FEW_OWNERS ? null : found.map((owner) => owner.id);
}

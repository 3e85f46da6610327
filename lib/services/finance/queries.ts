import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@/db";
import { files, users } from "@/db/schema";
import { centsToReais } from "@/lib/format";
import { fileInfo } from "@/lib/services/files";
import { historyOf } from "@/lib/services/history";
import { preparedOnce } from "@/db/prepared";
import { pageMeta } from "@/lib/paging";
import { idIn, idOf, idsByLookupLabel, joinedFrom, paged, rowsOf } from "@/lib/services/list";
import { receiptAccesses, type ReceiptAccess } from "@/lib/services/receipt-access";
import type { FileInfo } from "@/lib/validation/file";
import type { FinanceListQuery } from "@/lib/validation/finance";
import type { FinanceStatus } from "@/lib/kinds/finance";
import type { Paginated } from "@/lib/validation/list";
import type { ReceiptDuplicate, ReceiptFile } from "@/lib/validation/receipts";
import type { FinanceKindServer } from "./kinds";
import { approvalsColumn, type Loaded } from "./approvals";
import { duplicatesOf, receiptsOf } from "./receipt-rows";
import { fewOwners, listOrder, listWhere, type Scope } from "./list-filters";

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
  /** Downloads of the item's receipts (who, when): shown to the admins and to the owner. */
  receiptAccesses: ReceiptAccess[];
  /** Every receipt, first added first (`file` is the first). */
  files: ReceiptFile[];
  /** Other items with the same receipt bytes or NF-e/NFC-e key. */
  duplicates: ReceiptDuplicate[];
};

function selectItems(executor: Executor, config: FinanceKindServer) {
  const { table, typeTable } = config;
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
      createdBy: table.createdBy,
      approvals: approvalsColumn(config.kind, table.id),
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

/** The item as handed out, and apart what its approval state reads (./approvals.ts). */
const loadedOf = (row: Row): Loaded<FinanceItem> => ({ item: toItem(row), inputs: row });

/** The item's first receipt, left-joined into its row (null when it has none). */
export function firstReceipt(row: {
  fileId: number | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
}): FileInfo | null {
  if (row.fileId == null) return null;
  return fileInfo({
    id: row.fileId,
    originalName: row.fileName ?? "",
    mimeType: row.fileType ?? "",
    size: row.fileSize ?? 0,
  });
}

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
    file: firstReceipt(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type { Scope };

/** The owner condition of a scope; an admin's scope has none. */
export const ownerCondition = (config: FinanceKindServer, scope: Scope): SQL | undefined =>
  scope.ownerId == null ? undefined : eq(config.table.userId, scope.ownerId);

export const inScope = (config: FinanceKindServer, scope: Scope, id: number): SQL | undefined =>
  and(eq(config.table.id, id), ownerCondition(config, scope));

async function loadItem(
  executor: Executor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
): Promise<Loaded<FinanceItem> | null> {
  const [row] = await selectItems(executor, config).where(inScope(config, scope, id));
  return row ? loadedOf(row) : null;
}

/** An item with its history, receipts and duplicates, and what its approval state reads. */
export async function loadItemDetail(
  executor: Executor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
): Promise<Loaded<FinanceItemDetail> | null> {
  const loaded = await loadItem(executor, config, scope, id);
  if (!loaded) return null;
  const history = await historyOf(executor, config.historyType, id);
  const receipts = await receiptsOf(executor, config.kind, id);
  const accesses = await receiptAccesses(
    executor,
    receipts.map((receipt) => receipt.id),
  );
  const item: FinanceItemDetail = {
    ...loaded.item,
    history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    receiptAccesses: accesses,
    files: receipts,
    duplicates: await duplicatesOf(executor, config.kind, id, scope.ownerId),
  };
  return { item, inputs: loaded.inputs };
}

/** The detail alone, for answers without an approval state (the collaborator's data export). */
export async function findItemDetail(
  executor: Executor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
): Promise<FinanceItemDetail | null> {
  return (await loadItemDetail(executor, config, scope, id))?.item ?? null;
}

/**
 * A deferred join (decision 0020): the page of ids walks one index of the item table (joining
 * users or types only when a filter or sort needs them), and only those rows are joined with
 * their type, owner, file and approvals. The page of ids and the count are built per request, like every
 * list's (decision 0108); the rows by id are one statement, built once.
 */
export async function listItems(
  executor: Executor,
  config: FinanceKindServer,
  scope: Scope,
  query: FinanceListQuery,
): Promise<Paginated<Loaded<FinanceItem>>> {
  const { table, typeTable } = config;
  const owners = query.name ? await fewOwners(executor, query.name) : null;
  if (owners?.length === 0) return { data: [], meta: pageMeta(0, query.page, query.per_page) };
  // Many owners matching the name: the page joins users (the planner walks the sort index and
  // probes users), and the count takes the matching owners' ids instead, stopping at the cap.
  const byName = owners ? { ownerIds: owners } : undefined;
  const from = joinedFrom(
    table,
    ((query.name && !owners) || query.sort === "user") && [users, eq(users.id, table.userId)],
  );
  const where = listWhere(config, scope, query, byName);
  return paged(
    query,
    async (limit, offset) => {
      const ids =
        query.sort === "type"
          ? await idsByLookupLabel(executor, {
              from,
              id: idOf(table),
              link: eq(table.typeId, typeTable.id),
              lookup: typeTable,
              label: typeTable.label,
              within: [table.createdAt, table.id],
              where,
              order: query.order,
              limit,
              offset,
            })
          : await executor
              .select({ id: idOf(table) })
              .from(from)
              .where(where)
              .orderBy(...listOrder(config, query))
              .limit(limit)
              .offset(offset);
      const byIds = preparedOnce(executor, `${config.historyType}_rows`, () =>
        selectItems(executor, config).where(idIn(table.id)),
      );
      return (await rowsOf(ids, (page) => byIds.execute({ ids: page }))).map(loadedOf);
    },
    { executor, from: table, where: listWhere(config, scope, query, byName ?? "owner ids") },
  );
}

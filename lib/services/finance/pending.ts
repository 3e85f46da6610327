import "server-only";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { getDb, type Database, type Executor } from "@/db";
import { financeDailyTotals, files, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { csvMoney } from "@/lib/core/csv";
import { parseWith } from "@/lib/core/input";
import { centsToReais } from "@/lib/format";
import {
  brCalendarDate,
  csvExport,
  exportFilename,
  type CsvExport,
  type ExportColumn,
} from "@/lib/services/export/cursor";
import { containsText } from "@/lib/services/list";
import { recordExport } from "@/lib/services/export/record";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings";
import type { FileInfo } from "@/lib/validation/file";
import type { ApprovalState } from "@/lib/validation/finance-policies";
import { pendingQuerySchema, type PendingQuery } from "@/lib/validation/finance";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { pageMeta, type Paginated } from "@/lib/validation/list";
import { financeKind } from "./kinds";
import { firstReceipt } from "./queries";
import { approvalsColumn, withApprovalsOfKinds } from "./approvals";

/**
 * The pending inbox: every PENDING item of the three kinds in one list, oldest first. One
 * UNION ALL of the three tables (each served by its (status, created_at) index).
 */

export type PendingItem = {
  kind: FinanceKind;
  id: number;
  description: string;
  value: number;
  date: string | null;
  createdAt: string;
  user: { id: number; fullName: string };
  file: FileInfo | null;
};

const kindsOf = (query: PendingQuery): readonly FinanceKind[] =>
  query.kind ? [query.kind] : FINANCE_KINDS;

function pendingWhere(kind: FinanceKind, query: PendingQuery): SQL | undefined {
  const { table } = financeKind(kind);
  return and(
    eq(table.status, "PENDING"),
    query.name ? containsText(users.nameSearch, query.name) : undefined,
  );
}

function selectPending(db: Database, kind: FinanceKind, query: PendingQuery) {
  const { table } = financeKind(kind);
  return db
    .select({
      // A literal, not a parameter: a UNION needs to know its type.
      kind: sql<FinanceKind>`${sql.raw(`'${kind}'::text`)}`.as("kind"),
      id: table.id,
      userId: table.userId,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`.as("user_name"),
      description: table.description,
      valueCents: table.valueCents,
      date: table.date,
      createdAt: table.createdAt,
      fileId: sql<number | null>`${files.id}`.as("file_id"),
      fileName: files.originalName,
      fileType: files.mimeType,
      fileSize: files.size,
      typeId: table.typeId,
      createdBy: table.createdBy,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(files, eq(files.id, table.fileId))
    .where(pendingWhere(kind, query));
}

/** Oldest first; kind and id make it a total order (stable pages and export batches). */
const PENDING_ORDER = sql`created_at asc, kind asc, id asc`;

function pendingUnion(db: Database, query: PendingQuery) {
  const [first, ...rest] = kindsOf(query).map((kind) => selectPending(db, kind, query));
  return rest.length ? unionAll(first, rest[0], ...rest.slice(1)) : first;
}

/**
 * One page of the inbox with each item's approvals. The approvals column is added around the
 * paged union, so it is computed for the page's rows only: inside, a sort of the union (a name
 * filter, a small table) would compute it for every PENDING item.
 */
async function pendingPage(db: Database, query: PendingQuery) {
  const page = pendingUnion(db, query)
    .orderBy(PENDING_ORDER)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .as("p");
  return db
    .select({
      kind: page.kind,
      id: page.id,
      userId: page.userId,
      userName: page.userName,
      description: page.description,
      valueCents: page.valueCents,
      date: page.date,
      createdAt: page.createdAt,
      fileId: page.fileId,
      fileName: page.fileName,
      fileType: page.fileType,
      fileSize: page.fileSize,
      typeId: page.typeId,
      createdBy: page.createdBy,
      approvals: approvalsColumn(sql`p.kind`, sql`p.id`),
    })
    .from(page)
    .orderBy(PENDING_ORDER);
}

/**
 * Items returned to their owners for information (NEEDS_INFO), per kind: not in the inbox (the
 * owner acts next), counted apart. From the daily totals, like the dashboard's figures.
 */
export async function needsInfoCounts(executor: Executor): Promise<Record<FinanceKind, number>> {
  const rows = await executor
    .select({
      kind: financeDailyTotals.kind,
      n: sql<number>`coalesce(sum(${financeDailyTotals.count}), 0)::int`,
    })
    .from(financeDailyTotals)
    .where(eq(financeDailyTotals.status, "NEEDS_INFO"))
    .groupBy(financeDailyTotals.kind);
  const counts = Object.fromEntries(FINANCE_KINDS.map((kind) => [kind, 0]));
  for (const row of rows) counts[row.kind] = Number(row.n);
  return counts as Record<FinanceKind, number>;
}

export type PendingList = Paginated<PendingItem & ApprovalState> & {
  /** Waiting for their owners, per kind and in all (every kind, whatever the filters). */
  needsInfo: { total: number; byKind: Record<FinanceKind, number> };
};

/** `/admin/pending`, `GET /api/pending?kind&name&page&per_page` (ADMIN). */
export async function listPending(actor: Actor, rawQuery: unknown): Promise<PendingList> {
  requireAdmin(actor);
  const query = parseWith(pendingQuerySchema, rawQuery ?? {});
  const db = await getDb();
  const rows = await pendingPage(db, query);
  let total = 0;
  for (const kind of kindsOf(query)) {
    const { table } = financeKind(kind);
    const [{ n }] = await db
      .select({ n: count() })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(pendingWhere(kind, query));
    total += n;
  }
  const data = rows.map((row) => ({
    kind: row.kind,
    inputs: { ...row, status: "PENDING" },
    item: {
      kind: row.kind,
      id: row.id,
      description: row.description,
      value: centsToReais(row.valueCents),
      date: row.date,
      createdAt: new Date(row.createdAt).toISOString(),
      user: { id: row.userId, fullName: row.userName },
      file: firstReceipt(row),
    } satisfies PendingItem,
  }));
  const byKind = await needsInfoCounts(db);
  const needsInfo = { total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind };
  return {
    data: await withApprovalsOfKinds(data, actor, db),
    meta: pageMeta(total, query.page, query.per_page),
    needsInfo,
  };
}

const KIND_NAMES: Record<string, string> = Object.fromEntries(
  FINANCE_KINDS.map((kind) => [kind, FINANCE[kind].text.singular]),
);

// Positions follow selectPending's fields: kind, id, userId, userName, description, valueCents, date, createdAt, file…, typeId, createdBy.
// 14 and 15 are the two dates the export query adds, already as dd/MM/yyyy.
const PENDING_COLUMNS: ExportColumn[] = [
  { header: "Tipo", at: 0, format: (raw) => KIND_NAMES[String(raw)] ?? String(raw) },
  { header: "ID", at: 1 },
  { header: "Colaborador", at: 3 },
  { header: "Descrição", at: 4 },
  { header: "Valor (R$)", at: 5, format: (raw) => csvMoney(String(raw)) },
  { header: "Data", at: 14 },
  { header: "Criado em", at: 15 },
  { header: "Comprovante", at: 9 },
];

/** `GET /api/pending/export` (ADMIN): the inbox as filtered on screen, oldest first, as CSV. */
export async function exportPending(actor: Actor, rawQuery: unknown): Promise<CsvExport> {
  requireAdmin(actor);
  const query = parseWith(pendingQuerySchema, rawQuery ?? {});
  await recordExport(actor, "pending", query);
  const db = await getDb();
  // The union's rows plus the two dates already written as dd/MM/yyyy, in the same order.
  const inner = pendingUnion(db, query).getSQL();
  const select = sql`select p.*, ${brCalendarDate(sql`p.date`)}, to_char(p.created_at at time zone ${MEETING_TIME_ZONE}, 'DD/MM/YYYY')
    from (${inner}) p order by p.created_at asc, p.kind asc, p.id asc`;
  return csvExport(db, exportFilename("pendencias", MEETING_TIME_ZONE), PENDING_COLUMNS, select);
}

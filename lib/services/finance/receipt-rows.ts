import "server-only";
import { and, asc, eq, inArray, ne, notInArray, or } from "drizzle-orm";
import type { Executor } from "@/db";
import { financeItemFiles, financeTables, files } from "@/db/schema";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { fileInfo } from "@/lib/services/files";
import { parseAccessKey } from "@/lib/validation/nfe-access-key";
import type { DuplicateReason, ReceiptDuplicate, ReceiptFile } from "@/lib/validation/receipts";

/**
 * The rows of an item's receipts (`finance_item_files`, in the order they were added; the item's
 * `file_id` is the first) and what they say about other items: the reads behind an item's
 * `files` and `duplicates`, and the one insert every new receipt goes through.
 */

/** A stored file becomes the item's receipt (inside the transaction that stored it). */
export async function linkReceipt(
  tx: Executor,
  kind: FinanceKind,
  itemId: number,
  fileId: number,
): Promise<number> {
  const [row] = await tx
    .insert(financeItemFiles)
    .values({ kind, itemId, fileId })
    .returning({ id: financeItemFiles.id });
  return row.id;
}

/** Records the access key of a receipt (null clears it). */
export async function noteAccessKey(
  executor: Executor,
  fileId: number,
  accessKey: string | null,
): Promise<void> {
  await executor
    .update(financeItemFiles)
    .set({ accessKey })
    .where(eq(financeItemFiles.fileId, fileId));
}

export function receiptFileOf(
  row: { id: number; originalName: string; mimeType: string; size: number },
  accessKey: string | null,
): ReceiptFile {
  const parsed = accessKey ? parseAccessKey(accessKey) : null;
  const issuer = parsed && {
    cnpj: parsed.cnpj,
    state: parsed.state,
    month: parsed.month,
    model: parsed.model,
    series: parsed.series,
    number: parsed.number,
  };
  return { ...fileInfo(row), accessKey, issuer };
}

/** The rows of one item's receipts. */
export const itemIs = (kind: FinanceKind, itemId: number) =>
  and(eq(financeItemFiles.kind, kind), eq(financeItemFiles.itemId, itemId));

/** The item's receipts, first added first. */
export async function receiptsOf(
  executor: Executor,
  kind: FinanceKind,
  itemId: number,
): Promise<ReceiptFile[]> {
  const rows = await executor
    .select({
      id: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
      sha256: files.sha256,
      accessKey: financeItemFiles.accessKey,
    })
    .from(financeItemFiles)
    .innerJoin(files, eq(files.id, financeItemFiles.fileId))
    .where(itemIs(kind, itemId))
    .orderBy(asc(financeItemFiles.id));
  return rows.map((row) => receiptFileOf(row, row.accessKey));
}

/** The number of receipts an item holds (under the item's lock when adding one). */
export async function receiptCount(
  executor: Executor,
  kind: FinanceKind,
  itemId: number,
): Promise<number> {
  return (await executor.$count(financeItemFiles, itemIs(kind, itemId))) as number;
}

/** The first remaining receipt of an item, which its `file_id` points at; null when none. */
export async function firstReceiptId(
  executor: Executor,
  kind: FinanceKind,
  itemId: number,
): Promise<number | null> {
  const [row] = await executor
    .select({ fileId: financeItemFiles.fileId })
    .from(financeItemFiles)
    .where(itemIs(kind, itemId))
    .orderBy(asc(financeItemFiles.id))
    .limit(1);
  return row?.fileId ?? null;
}

/**
 * Other items (any owner, any kind, not cancelled) holding a receipt with the same bytes
 * (`same_file`, by SHA-256) or the same access key (`same_access_key`) as one of this item's.
 * `viewerId` is the collaborator asking (null for admins): another person's item is answered
 * with `itemId: null`, so a collaborator learns that a duplicate exists but not whose it is.
 */
export async function duplicatesOf(
  executor: Executor,
  kind: FinanceKind,
  itemId: number,
  viewerId: number | null,
): Promise<ReceiptDuplicate[]> {
  const mine = await executor
    .select({
      fileId: financeItemFiles.fileId,
      accessKey: financeItemFiles.accessKey,
      sha256: files.sha256,
    })
    .from(financeItemFiles)
    .innerJoin(files, eq(files.id, financeItemFiles.fileId))
    .where(itemIs(kind, itemId));
  if (mine.length === 0) return [];
  const fileIds = mine.map((row) => row.fileId);
  const keys = mine.flatMap((row) => (row.accessKey ? [row.accessKey] : []));
  const sameFile = inArray(
    files.sha256,
    mine.map((row) => row.sha256),
  );
  const sameKey = keys.length ? inArray(financeItemFiles.accessKey, keys) : undefined;
  const others = await executor
    .select({
      kind: financeItemFiles.kind,
      itemId: financeItemFiles.itemId,
      accessKey: financeItemFiles.accessKey,
      sha256: files.sha256,
    })
    .from(financeItemFiles)
    .innerJoin(files, eq(files.id, financeItemFiles.fileId))
    .where(
      and(
        notInArray(financeItemFiles.fileId, fileIds),
        or(sameFile, sameKey),
        or(ne(financeItemFiles.kind, kind), ne(financeItemFiles.itemId, itemId)),
      ),
    );
  const hashes = new Set(mine.map((row) => row.sha256));
  const keySet = new Set(keys);
  const found = new Map<string, ReceiptDuplicate & { itemId: number }>();
  for (const other of others) {
    const reasons: DuplicateReason[] = [];
    if (hashes.has(other.sha256)) reasons.push("same_file");
    if (other.accessKey && keySet.has(other.accessKey)) reasons.push("same_access_key");
    for (const reason of reasons) {
      const entry = { kind: other.kind as FinanceKind, itemId: other.itemId, reason };
      found.set(`${entry.kind}:${entry.itemId}:${reason}`, entry);
    }
  }
  const live = await liveItems(executor, [...found.values()]);
  return [...found.values()]
    .filter((entry) => live.has(`${entry.kind}:${entry.itemId}`))
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) || a.itemId - b.itemId || a.reason.localeCompare(b.reason),
    )
    .map((entry) => {
      const owner = live.get(`${entry.kind}:${entry.itemId}`);
      const shown = viewerId == null || owner === viewerId;
      return { itemId: shown ? entry.itemId : null, kind: entry.kind, reason: entry.reason };
    });
}

/** The owners of those items that are not cancelled, by `kind:id`. */
async function liveItems(
  executor: Executor,
  items: { kind: FinanceKind; itemId: number }[],
): Promise<Map<string, number>> {
  const owners = new Map<string, number>();
  for (const kind of FINANCE_KINDS) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.itemId);
    if (ids.length === 0) continue;
    const { table } = financeTables[kind];
    const rows = await executor
      .select({ id: table.id, userId: table.userId })
      .from(table)
      .where(and(inArray(table.id, ids), ne(table.status, "CANCELLED")));
    for (const row of rows) owners.set(`${kind}:${row.id}`, row.userId);
  }
  return owners;
}

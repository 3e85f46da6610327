import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/db";
import { financeItemFiles, files } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { recordAudit } from "@/lib/services/audit/record";
import { deleteFileRows, storeFile } from "@/lib/services/files";
import { receiptAccessKeySchema } from "@/lib/validation/nfe-access-key";
import {
  MAX_RECEIPTS_PER_ITEM,
  RECEIPTS_FULL,
  RECEIPT_ALREADY_ON_ITEM,
  RECEIPT_NOT_FOUND,
  type ReceiptFile,
} from "@/lib/validation/receipts";
import { lockEditable } from "./items";
import type { FinanceKindServer } from "./kinds";
import { inScope, type Scope } from "./queries";
import { readAccessKey } from "./receipt-reading";
import {
  firstReceiptId,
  itemIs,
  linkReceipt,
  noteAccessKey,
  receiptCount,
  receiptFileOf,
} from "./receipt-rows";

/**
 * An item's receipts, added and removed one by one while the item may still change (PENDING or
 * NEEDS_INFO). The item's `file_id` always points at its first remaining receipt, so the answers
 * of the one-receipt contract (`file`) keep working.
 */

/** 409 when the item already holds the most receipts it may. */
async function checkRoom(
  executor: Parameters<typeof receiptCount>[0],
  config: FinanceKindServer,
  id: number,
) {
  if ((await receiptCount(executor, config.kind, id)) >= MAX_RECEIPTS_PER_ITEM)
    throw conflict(RECEIPTS_FULL, { file: [RECEIPTS_FULL] });
}

/**
 * Adds a receipt (bytes judged like every upload: 5 MB, PDF/JPEG/PNG/WebP). Under the item's
 * lock: the count (at most 10) and the same bytes already on this item (409). Once stored, the
 * NF-e/NFC-e key is read from the QR code or the PDF's text (bounded; never fails the upload).
 */
export async function addReceipt(
  actor: Actor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
  upload: Blob | null | undefined,
): Promise<ReceiptFile> {
  // A foreign, settled or full item is refused before the upload is read; again under lock below.
  const db = await getDb();
  await lockEditable(db, config, scope, id);
  await checkRoom(db, config, id);
  const { file } = await storeFile(actor, upload, async (tx, fileId) => {
    const item = await lockEditable(tx, config, scope, id);
    await checkRoom(tx, config, id);
    const [{ sha256 }] = await tx
      .select({ sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, fileId));
    const [already] = await tx
      .select({ id: financeItemFiles.id })
      .from(financeItemFiles)
      .innerJoin(files, eq(files.id, financeItemFiles.fileId))
      .where(and(itemIs(config.kind, id), eq(files.sha256, sha256), ne(files.id, fileId)))
      .limit(1);
    if (already) throw conflict(RECEIPT_ALREADY_ON_ITEM, { file: [RECEIPT_ALREADY_ON_ITEM] });
    await linkReceipt(tx, config.kind, id, fileId);
    await tx
      .update(config.table)
      .set({ ...(item.fileId == null && { fileId }), updatedAt: new Date() })
      .where(inScope(config, scope, id));
    return { replaced: null, result: null };
  });
  const accessKey = upload ? await readAccessKey(upload, file.type) : null;
  if (accessKey) await noteAccessKey(db, file.id, accessKey);
  return receiptFileOf({ ...file, originalName: file.name, mimeType: file.type }, accessKey);
}

/** The receipt row of this item (404 when the file is not one of its receipts). */
async function receiptOf(
  tx: Parameters<typeof receiptCount>[0],
  config: FinanceKindServer,
  id: number,
  fileId: number,
) {
  const [row] = await tx
    .select({
      accessKey: financeItemFiles.accessKey,
      id: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(financeItemFiles)
    .innerJoin(files, eq(files.id, financeItemFiles.fileId))
    .where(and(itemIs(config.kind, id), eq(financeItemFiles.fileId, fileId)));
  if (!row) throw notFound(RECEIPT_NOT_FOUND);
  return row;
}

/**
 * Removes one receipt (its row and bytes); the item's `file_id` moves to the first remaining
 * receipt, or null. Audited, as a receipt is evidence an approver may have relied on.
 */
export async function removeReceipt(
  actor: Actor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
  fileId: number,
): Promise<void> {
  const db = await getDb();
  const cleanUp = await db.transaction(async (tx) => {
    await lockEditable(tx, config, scope, id);
    const receipt = await receiptOf(tx, config, id, fileId);
    const done = await deleteFileRows(tx, [fileId]);
    await tx
      .update(config.table)
      .set({ fileId: await firstReceiptId(tx, config.kind, id), updatedAt: new Date() })
      .where(inScope(config, scope, id));
    await recordAudit(
      {
        action: "finance.receipt_removed",
        actor,
        target: { type: config.kind, id },
        details: { kind: config.kind, fileId, name: receipt.originalName },
      },
      tx,
    );
    return done;
  });
  await cleanUp();
}

/**
 * `{ accessKey }` typed on a receipt (spaces between groups allowed; null clears it): 400 naming
 * `accessKey` unless it is 44 characters with a valid check digit, model 55 or 65.
 */
export async function setReceiptAccessKey(
  actor: Actor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
  fileId: number,
  body: unknown,
): Promise<ReceiptFile> {
  const { accessKey } = parseWith(receiptAccessKeySchema, body ?? {});
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockEditable(tx, config, scope, id);
    const receipt = await receiptOf(tx, config, id, fileId);
    await noteAccessKey(tx, fileId, accessKey);
    await tx
      .update(config.table)
      .set({ updatedAt: new Date() })
      .where(inScope(config, scope, id));
    return receiptFileOf(receipt, accessKey);
  });
}

import "server-only";
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { getDb, type Executor, type Transaction } from "@/db";
import { files } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import {
  AppError,
  badRequest,
  notFound,
  payloadTooLarge,
  unsupportedType,
} from "@/lib/core/errors";
import { activeStorage, storageNamed } from "@/lib/core/storage";
import {
  ALLOWED_FILE_TYPES,
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ALLOWED,
  MAX_FILE_BYTES,
  fileUrl,
  type AllowedFileType,
  type FileInfo,
} from "@/lib/validation/file";

/**
 * The file store: receipts, thumbnails and lesson files.
 *
 *   storeFile(actor, upload, write)     validate + store + files row + the owning row, atomically
 *   attachFile(actor, upload, attach)   validate + store + files row + attach to a record,
 *                                       replacing (and deleting) the record's previous file
 *   readUpload(upload)                  the bytes of an upload, 413 / 415 by the rules of §5
 *   fileInfo(row) / fileInfoById(id)    the `{id, name, type, size, url}` shown by APIs
 *   deleteFileRows(tx, ids)             when a record goes away with its files
 *   openFile(actor, id, readers)        used by GET /api/files/{id} (see file-access.ts)
 *
 * Files are private: nobody reads one except through GET /api/files/{id}, which asks the
 * domains that own records (`FileReader`s in file-access.ts) whether the actor may see it.
 */

export type FileRow = typeof files.$inferSelect;

/** An upload that passed the rules: its bytes and what they really are. */
export type CheckedUpload = {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: AllowedFileType;
  size: number;
  sha256: string;
};

export const fileInfo = (
  row: Pick<FileRow, "id" | "originalName" | "mimeType" | "size">,
): FileInfo => ({
  id: row.id,
  name: row.originalName,
  type: row.mimeType,
  size: row.size,
  url: fileUrl(row.id),
});

export async function fileInfoById(
  executor: Executor,
  id: number | null,
): Promise<FileInfo | null> {
  if (id == null) return null;
  const [row] = await executor.select().from(files).where(eq(files.id, id));
  return row ? fileInfo(row) : null;
}

/** Reads a stream, giving up with 413 as soon as it passes `MAX_FILE_BYTES`. */
async function readAtMost(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_FILE_BYTES) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge(FILE_TOO_LARGE);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A file name safe to store and to echo in a header: no folders, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 255);
  return cleaned || "arquivo";
}

/**
 * The bytes of an upload, judged by the rules of §5/§9: more than 5,000,000 bytes is a 413
 * (reading stops there), anything but JPEG, PNG, WebP or PDF *by its bytes* is a 415 (the
 * name and the declared type are ignored).
 */
export async function readUpload(
  upload: Blob | null | undefined,
  name?: string,
): Promise<CheckedUpload> {
  if (!upload || upload.size === 0) throw badRequest(FILE_REQUIRED, { file: [FILE_REQUIRED] });
  if (upload.size > MAX_FILE_BYTES) throw payloadTooLarge(FILE_TOO_LARGE);
  const bytes = await readAtMost(upload.stream());
  const detected = await fileTypeFromBuffer(bytes);
  const type = ALLOWED_FILE_TYPES.find((allowed) => allowed === detected?.mime);
  if (!type) throw unsupportedType(FILE_TYPE_NOT_ALLOWED);
  return {
    bytes,
    name: cleanFileName(name ?? (upload as Partial<File>).name),
    type,
    size: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

/**
 * Attaches the record's file: `attach(tx, fileId)` points the record at the new file (it
 * checks access and state itself, and throws 404/409 to refuse) and answers the id of the
 * file it replaced, or null.
 */
export async function attachFile(
  actor: Actor,
  upload: Blob | null | undefined,
  attach: (tx: Transaction, fileId: number) => Promise<number | null>,
): Promise<FileInfo> {
  const { file } = await storeFile(actor, upload, async (tx, fileId) => ({
    replaced: await attach(tx, fileId),
    result: null,
  }));
  return file;
}

/**
 * Stores an upload and writes what points at it in one go: the bytes first, then the `files`
 * row and `write(tx, fileId)` in one transaction (`write` creates or updates the owning record
 * and answers the id of a file it replaced). If anything fails the new bytes are deleted and
 * nothing is written, so there is never a record without the file it was sent with, nor a file
 * no row points to; when it succeeds the replaced file (row and bytes) is deleted.
 */
export async function storeFile<R>(
  actor: Actor,
  upload: Blob | null | undefined,
  write: (tx: Transaction, fileId: number) => Promise<{ replaced: number | null; result: R }>,
): Promise<{ file: FileInfo; result: R }> {
  const checked = await readUpload(upload);
  const storage = activeStorage();
  const { key } = await storage.put(checked).catch((cause) => {
    console.error("File storage refused an upload", storage.name, cause);
    throw new AppError(502, "Não foi possível armazenar o arquivo. Tente novamente.");
  });
  const db = await getDb();
  let outcome: { row: FileRow; result: R; cleanUp: () => Promise<void> };
  try {
    outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          storage: storage.name,
          key,
          originalName: checked.name,
          mimeType: checked.type,
          size: checked.size,
          sha256: checked.sha256,
          ownerId: actor.id,
        })
        .returning();
      const { replaced, result } = await write(tx, row.id);
      const cleanUp = await deleteFileRows(tx, replaced == null ? [] : [replaced]);
      return { row, result, cleanUp };
    });
  } catch (error) {
    await storage
      .delete(key)
      .catch((cause) => console.error("Could not delete an unused upload", key, cause));
    throw error;
  }
  await outcome.cleanUp();
  return { file: fileInfo(outcome.row), result: outcome.result };
}

/**
 * Deletes file rows inside the caller's transaction (records pointing at them get null).
 * Call the returned function after the transaction commits: it deletes their bytes.
 */
export async function deleteFileRows(tx: Executor, ids: number[]): Promise<() => Promise<void>> {
  if (ids.length === 0) return async () => {};
  const gone = await tx
    .delete(files)
    .where(inArray(files.id, ids))
    .returning({ storage: files.storage, key: files.key });
  return async () => {
    for (const { storage, key } of gone) {
      // The row is gone, so nobody can reach these bytes any more; a failure only costs disk.
      await storageNamed(storage)
        .delete(key)
        .catch((cause) =>
          console.error("Could not delete replaced file bytes", storage, key, cause),
        );
    }
  };
}

/**
 * Decides whether `actor` may read the file with this id, because it belongs to (or is
 * granted on) a record of the reader's domain. Each domain registers one in file-access.ts.
 */
export type FileReader = (executor: Executor, actor: Actor, fileId: number) => Promise<boolean>;

/**
 * A file and its bytes, when the actor uploaded it or one of `readers` says they may read it;
 * 404 otherwise (a private file's existence is not revealed).
 */
export async function openFile(
  actor: Actor,
  id: number,
  readers: readonly FileReader[],
): Promise<{ file: FileRow; body: ReadableStream<Uint8Array> }> {
  const db = await getDb();
  const [file] = await db.select().from(files).where(eq(files.id, id));
  if (!file) throw notFound("Arquivo não encontrado");
  let allowed = file.ownerId === actor.id;
  for (const reader of readers) {
    if (allowed) break;
    allowed = await reader(db, actor, id);
  }
  if (!allowed) throw notFound("Arquivo não encontrado");
  try {
    return { file, body: await storageNamed(file.storage).get(file.key) };
  } catch (cause) {
    console.error("Stored bytes missing for file", id, cause);
    throw notFound("Arquivo não encontrado");
  }
}

import "server-only";
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { fileTypeFromBlob } from "file-type";
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
import {
  StorageUnavailableError,
  activeStorage,
  storageNamed,
  type FileStorage,
} from "@/lib/core/storage";
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

/**
 * An upload that passed the rules: its bytes and what they really are. `bytes` is the upload
 * itself (already in memory once, as the request parser left it): the stores stream from it.
 */
export type CheckedUpload = {
  bytes: Blob;
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

/**
 * Reads a stream once, giving up with 413 as soon as it passes `MAX_FILE_BYTES`, and answers
 * its size and SHA-256 without keeping the bytes.
 */
async function measure(
  stream: ReadableStream<Uint8Array>,
): Promise<{ size: number; sha256: string }> {
  const reader = stream.getReader();
  const hash = createHash("sha256");
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FILE_BYTES) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge(FILE_TOO_LARGE);
    }
    hash.update(value);
  }
  return { size, sha256: hash.digest("hex") };
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
  const { size, sha256 } = await measure(upload.stream());
  // file-type reads only the few bytes each signature needs, from the Blob itself.
  const detected = await fileTypeFromBlob(upload);
  const type = ALLOWED_FILE_TYPES.find((allowed) => allowed === detected?.mime);
  if (!type) throw unsupportedType(FILE_TYPE_NOT_ALLOWED);
  return {
    bytes: upload,
    name: cleanFileName(name ?? (upload as Partial<File>).name),
    type,
    size,
    sha256,
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
 * A store that is misconfigured or down: one log line the operator can act on, and a 503 that
 * tells the person it is not their file's fault (never the SDK's message or a stack).
 */
function unavailable(store: string, cause: StorageUnavailableError): AppError {
  console.error(`File storage "${store}" is unavailable (${cause.reason}): ${cause.message}`);
  return new AppError(
    503,
    cause.reason === "configuration"
      ? "O armazenamento de arquivos não está configurado corretamente. Avise o administrador do sistema."
      : "O armazenamento de arquivos está indisponível no momento. Tente novamente em alguns minutos.",
    undefined,
    { "retry-after": "60" },
  );
}

/** The bytes into the configured store; its failures as the 502 or 503 the person sees. */
async function put(checked: CheckedUpload): Promise<{ storage: FileStorage; key: string }> {
  let storage: FileStorage | undefined;
  try {
    storage = activeStorage();
    return { storage, key: (await storage.put(checked)).key };
  } catch (cause) {
    const name = storage?.name ?? "configured";
    if (cause instanceof StorageUnavailableError) throw unavailable(name, cause);
    console.error("File storage refused an upload", name, cause);
    throw new AppError(502, "Não foi possível armazenar o arquivo. Tente novamente.");
  }
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
  const { storage, key } = await put(checked);
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
    if (cause instanceof StorageUnavailableError) throw unavailable(file.storage, cause);
    console.error("Stored bytes missing for file", id, cause);
    throw notFound("Arquivo não encontrado");
  }
}

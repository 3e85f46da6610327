import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, statSync } from "node:fs";
import { chmod, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { s3Storage } from "@/lib/core/storage/s3";
import type { RestorableStorage } from "@/lib/core/storage/types";
import type { Archive, ArchiveWriter, FileEntry } from "./archive";
import type { Conn } from "./connection";
import { OpsError } from "./errors";
import { LOCAL_KEY, uploadsOf, type Installation } from "./installation";
import type { Progress, Log } from "./progress";
import { tableExists } from "./tables";

/**
 * The stored files the rows name, in the two stores a backup carries: the local store
 * (DATA_DIR/uploads, read and written on disk) and S3 (read and written through the adapter,
 * with the installation's S3_* settings). UploadThing's bytes stay at UploadThing.
 */
export type StoredFile = { storage: "local" | "s3"; key: string; sha256: string; size: number };
export const ARCHIVED_STORES = ["local", "s3"] as const;

/** The installation's S3 store, or a clear refusal when `files` objects need one and it has none. */
export const s3Of = (installation: Installation, files: number): RestorableStorage => {
  if (!installation.s3)
    throw new OpsError(
      `${files} stored files are in S3, but S3_BUCKET is not set: set the S3_* variables the app uses.`,
    );
  return s3Storage(installation.s3);
};

const s3Failure = (error: unknown) =>
  new OpsError(`S3 failed: ${error instanceof Error ? error.message : String(error)}.`);

/** Opens each file for reading: a stream, or null when its bytes are gone. */
function reader(installation: Installation, files: StoredFile[]) {
  const inS3 = files.filter((file) => file.storage === "s3").length;
  const s3 = inS3 ? s3Of(installation, inS3) : null;
  return async (file: StoredFile): Promise<Readable | null> => {
    if (file.storage === "s3") {
      try {
        return Readable.fromWeb((await s3!.get(file.key)) as never);
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw s3Failure(error);
      }
    }
    const source = path.join(uploadsOf(installation), file.key);
    if (!LOCAL_KEY.test(file.key) || !existsSync(source) || !statSync(source).isFile()) return null;
    return createReadStream(source);
  };
}

const where = (installation: Installation, file: StoredFile) =>
  file.storage === "s3" ? `S3 bucket ${installation.s3?.bucket}` : uploadsOf(installation);

/** Adds every file to the archive (`files/<key>` local, `s3/<key>` S3); missing ones are listed. */
export async function archiveFiles(
  writer: ArchiveWriter,
  installation: Installation,
  files: StoredFile[],
  progress: Progress,
  log: Log,
): Promise<{ files: FileEntry[]; missingFiles: string[] }> {
  const open = reader(installation, files);
  const entries: FileEntry[] = [];
  const missingFiles: string[] = [];
  for (const file of files) {
    const source = await open(file);
    if (!source) {
      // Deleted after the snapshot, or lost before it: the rows still name it.
      missingFiles.push(file.key);
      log(`warning: stored file ${file.key} is missing from ${where(installation, file)}`);
    } else {
      const entry = `${file.storage === "s3" ? "s3" : "files"}/${file.key}`;
      const written = await writer.add(entry, source, false);
      if (written.sha256 !== file.sha256)
        log(`warning: stored file ${file.key} differs from the SHA-256 its row recorded`);
      entries.push({
        key: file.key,
        entry,
        size: written.bytes,
        sha256: written.sha256,
        ...(file.storage === "s3" ? { storage: "s3" as const } : {}),
      });
    }
    progress.addFile();
  }
  return { files: entries, missingFiles };
}

/** How many of the files are missing or no longer match their row's SHA-256 (move). */
export async function countDamaged(
  installation: Installation,
  files: StoredFile[],
  progress: Progress,
  log: Log,
): Promise<number> {
  let checked = files;
  if (!installation.s3 && files.some((file) => file.storage === "s3")) {
    checked = files.filter((file) => file.storage !== "s3");
    log(`warning: ${files.length - checked.length} files in S3 not checked: S3_BUCKET is not set`);
  }
  const open = reader(installation, checked);
  let damaged = 0;
  for (const file of checked) {
    const source = await open(file);
    const hash = createHash("sha256");
    if (source) await pipeline(source, hash);
    if (!source || hash.digest("hex") !== file.sha256) {
      damaged += 1;
      log(`warning: stored file ${file.key} is missing or changed in ${where(installation, file)}`);
    }
    progress.addFile();
  }
  return damaged;
}

/**
 * Writes the archive's files into the target's stores under their keys, each checked against
 * its SHA-256 (a local file is renamed into place only then; an S3 upload fails with the
 * stream). Answers how to remove them again if the restore fails later.
 */
export async function restoreFiles(
  archive: Archive,
  target: Installation,
  progress: Progress,
): Promise<{ undo: () => Promise<void> }> {
  const files = archive.manifest.files;
  const inS3 = files.filter((file) => file.storage === "s3");
  const s3 = inS3.length ? s3Of(target, inS3.length) : null;
  const uploads = uploadsOf(target);
  const written: FileEntry[] = [];
  const undo = async () => {
    for (const file of written) {
      if (file.storage === "s3") await s3!.delete(file.key).catch(() => undefined);
      else await rm(path.join(uploads, file.key), { force: true });
    }
  };
  try {
    if (files.length > inS3.length) {
      await mkdir(uploads, { recursive: true, mode: 0o700 });
      await chmod(uploads, 0o700);
    }
    for (const file of files) {
      written.push(file);
      const source = await archive.read(file.entry, file.sha256);
      if (file.storage === "s3") await putChecked(s3!, file, source);
      else await writeLocal(uploads, file, source);
      progress.addFile();
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { undo };
}

/**
 * Uploads an archived object. The archive's hash check fails at the stream's end, which may come
 * after S3 already has all `size` bytes and answered: wait for it, so a damaged object fails the
 * restore (and is deleted by its undo) instead of staying in the bucket.
 */
async function putChecked(s3: RestorableStorage, file: FileEntry, source: Readable) {
  const checked = finished(source).then(
    () => null,
    (error: unknown) => error,
  );
  try {
    await s3.putAt(file.key, source, file.size);
  } catch (error) {
    throw source.errored ?? s3Failure(error);
  }
  const damaged = await checked;
  if (damaged) throw damaged;
}

async function writeLocal(uploads: string, file: FileEntry, source: Readable) {
  if (!LOCAL_KEY.test(file.key))
    throw new OpsError(`The backup names an invalid file key: ${file.key}`);
  const target = path.join(uploads, file.key);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await pipeline(source, createWriteStream(temporary, { mode: 0o600, flags: "wx" }));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await rename(temporary, target);
}

/** The keys the target's rows name in one store (before --force wipes them). */
export async function storedIn(conn: Conn, storage: "s3"): Promise<string[]> {
  if (!(await tableExists(conn, "files"))) return [];
  const rows = await conn.query<{ key: string }>("select key from files where storage = $1", [
    storage,
  ]);
  return rows.map((row) => row.key);
}

/** After a --force restore: the S3 objects of the wiped rows that the backup does not have. */
export async function deleteReplaced(
  target: Installation,
  keys: string[],
  restored: FileEntry[],
  log: Log,
) {
  const kept = new Set(restored.map((file) => file.key));
  const gone = keys.filter((key) => !kept.has(key));
  if (gone.length === 0) return;
  if (!target.s3) {
    log(
      `warning: ${gone.length} S3 objects of the wiped rows stay in the bucket (S3_BUCKET unset)`,
    );
    return;
  }
  const s3 = s3Storage(target.s3);
  for (const key of gone)
    await s3.delete(key).catch(() => log(`warning: could not delete S3 object ${key}`));
  log(`deleted ${gone.length} S3 objects the wiped rows named`);
}

import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { openArchive, sha256, type Archive } from "./archive";
import { connect, hasUploads, secretFileOf, uploadsOf, type Installation } from "./installation";
import { finishMigrations, loadRows, prepareTarget } from "./load";
import { Progress, quiet, type Log } from "./progress";
import { deleteReplaced, restoreFiles, s3Of, storedIn } from "./stored-files";

export type RestoreSummary = { rows: number; tables: number; files: number; bytes: number };

/**
 * `npm run restore -- FILE [--force]`: the archive into an empty installation (decision 0112).
 * Files are written and verified first (local ones into DATA_DIR/uploads, S3 objects into the
 * target's bucket under their keys), then all rows in one transaction; a failure in either
 * removes the files written and leaves no rows.
 */
export async function restore(
  file: string,
  target: Installation,
  options: { force?: boolean; log?: Log } = {},
): Promise<RestoreSummary> {
  const log = options.log ?? quiet;
  const force = options.force ?? false;
  const archive = await openArchive(file);
  const { manifest } = archive;
  let undoFiles = async () => {};
  try {
    const inS3 = manifest.files.filter((f) => f.storage === "s3").length;
    if (inS3) s3Of(target, inS3); // refused before anything is touched
    const extra: string[] = [];
    if (hasUploads(target)) extra.push(`${uploadsOf(target)} has files`);
    const secretFile = secretFileOf(target);
    if (manifest.authSecret && existsSync(secretFile)) {
      const current = readFileSync(secretFile);
      if (sha256(current) !== manifest.authSecret.sha256) extra.push(`${secretFile} differs`);
    }
    const conn = await connect(target, { create: true });
    try {
      log(
        `restoring ${file} (made ${manifest.createdAt} from ${manifest.source === "postgres" ? "PostgreSQL" : "the embedded database"}, schema ${manifest.schemaVersion}) into the ${conn.label}`,
      );
      // --force wipes the rows: the S3 objects they named go too, once the restore succeeded.
      const replaced = force ? await storedIn(conn, "s3") : [];
      const applied = await prepareTarget(conn, manifest.migrations, {
        force,
        extraContents: extra,
      });
      if (force && hasUploads(target))
        await rm(uploadsOf(target), { recursive: true, force: true });

      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      const progress = new Progress(log, "restore", rows, manifest.files.length);
      ({ undo: undoFiles } = await restoreFiles(archive, target, progress));
      await loadRows(
        conn,
        {
          migrations: manifest.migrations,
          sequences: manifest.sequences,
          tables: manifest.tables.map((table) => ({
            ...table,
            lines: () => archive.lines(table.entry, table.sha256),
          })),
        },
        progress,
      );
      const upgraded = await finishMigrations(conn, applied);
      if (upgraded) log(`applied ${upgraded} newer migrations to the restored data`);
      if (manifest.authSecret) await restoreSecret(archive, manifest.authSecret, secretFile);
      await deleteReplaced(target, replaced, manifest.files, log);
      if (manifest.missingFiles.length)
        log(`warning: the backup lacked ${manifest.missingFiles.length} files its rows name`);
      const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
      log(
        `restored ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files (${bytes} bytes, SHA-256 verified)` +
          (manifest.authSecret ? `; ${secretFile} restored` : ""),
      );
      if (process.env.AUTH_SECRET && manifest.authSecret)
        log(
          "note: AUTH_SECRET is set in the environment and wins over the restored auth-secret file",
        );
      return { rows, tables: manifest.tables.length, files: manifest.files.length, bytes };
    } finally {
      await conn.close();
    }
  } catch (error) {
    await undoFiles();
    throw error;
  } finally {
    archive.close();
  }
}

async function restoreSecret(
  archive: Archive,
  secret: { entry: string; sha256: string },
  file: string,
) {
  const bytes = Buffer.concat(await (await archive.read(secret.entry, secret.sha256)).toArray());
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { mode: 0o600 });
}

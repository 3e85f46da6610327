import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { ArchiveWriter, FORMAT, FORMAT_VERSION, type Manifest, type TableEntry } from "./archive";
import { OpsError } from "./errors";
import { connect, secretFileOf, type Installation } from "./installation";
import { schemaVersion } from "./migrations";
import { Progress, quiet, type Log } from "./progress";
import { openSnapshot } from "./snapshot";
import { archiveFiles } from "./stored-files";

/**
 * `npm run backup -- --out FILE`: every table's rows as of one moment, the files of the local
 * and S3 stores those rows name, and DATA_DIR/auth-secret, in one ZIP (decisions 0112, 0114).
 */
export async function backup(
  installation: Installation,
  out: string,
  log: Log = quiet,
): Promise<Manifest> {
  if (existsSync(out)) throw new OpsError(`${out} already exists: choose another name.`);
  if (!existsSync(path.dirname(path.resolve(out))))
    throw new OpsError(`Folder not found: ${path.dirname(path.resolve(out))}`);
  const conn = await connect(installation);
  let writer: ArchiveWriter | undefined;
  try {
    const snapshot = await openSnapshot(conn);
    log(`backup of the ${conn.label}, schema ${schemaVersion(snapshot.migrations)}`);
    const totalRows = snapshot.tables.reduce((sum, table) => sum + table.rows, 0);
    const progress = new Progress(log, "backup", totalRows, snapshot.storedFiles.length);
    writer = new ArchiveWriter(out);

    const tables: TableEntry[] = [];
    for (const table of snapshot.tables) {
      let rows = 0;
      const entry = `tables/${table.name}.jsonl`;
      const counted = async function* (lines: AsyncIterable<string>) {
        for await (const line of lines) {
          rows += 1;
          if (rows % 1000 === 0) progress.addRows(1000, table.name);
          yield line;
        }
      };
      const written = await writer.addLines(entry, counted(snapshot.rows(table.name)));
      progress.addRows(rows % 1000, table.name);
      progress.tableDone(table.name, rows);
      if (rows !== table.rows)
        throw new OpsError(`${table.name}: read ${rows} rows, expected ${table.rows}.`);
      tables.push({ ...table, entry, ...written });
    }

    const { files, missingFiles } = await archiveFiles(
      writer,
      installation,
      snapshot.storedFiles,
      progress,
      log,
    );
    await snapshot.end();

    let authSecret: Manifest["authSecret"] = null;
    if (existsSync(secretFileOf(installation))) {
      const written = await writer.add("auth-secret", createReadStream(secretFileOf(installation)));
      authSecret = { entry: "auth-secret", sha256: written.sha256 };
    }

    const manifest: Manifest = {
      format: FORMAT,
      // Without S3 objects, the archive stays readable by the version before them.
      formatVersion: files.some((file) => file.storage === "s3") ? FORMAT_VERSION : 1,
      createdAt: new Date().toISOString(),
      source: conn.kind === "postgres" ? "postgres" : "embedded",
      schemaVersion: schemaVersion(snapshot.migrations),
      migrations: snapshot.migrations,
      tables,
      sequences: snapshot.sequences,
      files,
      missingFiles,
      authSecret,
    };
    await writer.finish(manifest);
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    log(
      `backup written to ${out}: ${totalRows} rows in ${tables.length} tables, ${files.length} files (${bytes} bytes)${authSecret ? ", auth-secret" : ""}`,
    );
    return manifest;
  } catch (error) {
    await writer?.abort();
    throw error;
  } finally {
    await conn.close();
  }
}

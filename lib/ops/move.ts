import { existsSync } from "node:fs";
import { connectPostgres } from "./connection";
import { OpsError } from "./errors";
import { connect, secretFileOf, uploadsOf, type Installation } from "./installation";
import { finishMigrations, loadRows, prepareTarget } from "./load";
import { Progress, quiet, type Log } from "./progress";
import { openSnapshot } from "./snapshot";
import { countDamaged } from "./stored-files";
import { countRows } from "./tables";

export type MoveSummary = { tables: { name: string; rows: number }[]; files: number };

/**
 * `npm run move -- --to postgres://…`: the embedded database of DATA_DIR into an empty
 * PostgreSQL database, rows streamed from one to the other by the code restore uses. The files
 * stay where they are: DATA_DIR/uploads and the S3 bucket serve whichever database the app uses.
 */
export async function move(
  source: Installation,
  to: string,
  log: Log = quiet,
): Promise<MoveSummary> {
  if (source.databaseUrl)
    throw new OpsError("move copies the embedded database: unset DATABASE_URL and set DATA_DIR.");
  const target = await connectPostgres(to);
  try {
    const conn = await connect(source);
    try {
      const snapshot = await openSnapshot(conn);
      log(`moving the ${conn.label} into the ${target.label}`);
      const applied = await prepareTarget(target, snapshot.migrations, { force: false });
      const rows = snapshot.tables.reduce((sum, table) => sum + table.rows, 0);
      const progress = new Progress(log, "move", rows, snapshot.storedFiles.length);
      await loadRows(
        target,
        {
          migrations: snapshot.migrations,
          sequences: snapshot.sequences,
          tables: snapshot.tables.map((table) => ({
            ...table,
            lines: () => snapshot.rows(table.name),
          })),
        },
        progress,
      );
      await finishMigrations(target, applied);

      const tables: MoveSummary["tables"] = [];
      log("table                          embedded   PostgreSQL");
      for (const table of snapshot.tables) {
        const there = await countRows(target, table.name);
        log(
          `${table.name.padEnd(30)} ${String(table.rows).padStart(8)} ${String(there).padStart(12)}`,
        );
        if (there !== table.rows)
          throw new OpsError(
            `${table.name}: ${table.rows} rows in the embedded database, ${there} in PostgreSQL.`,
          );
        tables.push({ name: table.name, rows: there });
      }
      await snapshot.end();

      // The files are not copied: check that the ones the rows name are there and intact.
      const damaged = await countDamaged(source, snapshot.storedFiles, progress, log);
      const inS3 = snapshot.storedFiles.filter((file) => file.storage === "s3").length;
      const intact = snapshot.storedFiles.length - damaged;
      log(
        `moved ${rows} rows in ${tables.length} tables. ${intact} stored files stay in ${uploadsOf(source)}${inS3 ? ` and the S3 bucket ${source.s3?.bucket}` : ""}: start the app with DATABASE_URL set to the new database and the same DATA_DIR` +
          (existsSync(secretFileOf(source))
            ? ` (its auth-secret keeps sessions valid, unless AUTH_SECRET is set).`
            : "."),
      );
      return { tables, files: intact };
    } finally {
      await conn.close();
    }
  } finally {
    await target.close();
  }
}

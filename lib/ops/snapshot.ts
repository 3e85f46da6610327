import type { Conn } from "./connection";
import { ARCHIVED_STORES, type StoredFile } from "./stored-files";
import { readJournal, type JournalEntry } from "./migrations";
import {
  columnsOf,
  countRows,
  ident,
  primaryKeyOf,
  readSequences,
  schemaTables,
  tableExists,
  type SequenceState,
} from "./tables";

export type SnapshotTable = { name: string; columns: string[]; rows: number };

/** What a backup or a move reads: one consistent view of the whole database. */
export type Snapshot = {
  migrations: JournalEntry[];
  tables: SnapshotTable[];
  sequences: SequenceState[];
  /** The files of the local and S3 stores the rows name (UploadThing keeps its own). */
  storedFiles: StoredFile[];
  /** One JSON array per row, each stored column as text (or null), in primary key order. */
  rows(table: string): AsyncIterable<string>;
  end(): Promise<void>;
};

const BATCH = 1000;

/**
 * Opens one REPEATABLE READ, READ ONLY transaction: every table is read as of the same moment
 * while the app keeps writing (PostgreSQL), and nothing in it can change the source.
 */
export async function openSnapshot(conn: Conn): Promise<Snapshot> {
  await conn.query("begin isolation level repeatable read read only");
  try {
    const migrations = await readJournal(conn);
    const tables: (SnapshotTable & { key: string[] })[] = [];
    for (const name of schemaTables()) {
      if (!(await tableExists(conn, name))) continue; // a table newer than this database
      const columns = (await columnsOf(conn, name)).map((column) => column.name);
      tables.push({
        name,
        columns,
        rows: await countRows(conn, name),
        key: await primaryKeyOf(conn, name),
      });
    }
    const sequences = await readSequences(
      conn,
      tables.map((table) => table.name),
    );
    const storedFiles = tables.some((table) => table.name === "files")
      ? (
          await conn.query<Omit<StoredFile, "size"> & { size: string }>(
            `select storage, key, sha256, size::text as size from files where storage in (${ARCHIVED_STORES.map((name) => `'${name}'`).join(", ")}) order by id`,
          )
        ).map((row) => ({ ...row, size: Number(row.size) }))
      : [];

    let cursor = 0;
    return {
      migrations,
      tables: tables.map(({ name, columns, rows }) => ({ name, columns, rows })),
      sequences,
      storedFiles,
      async *rows(name) {
        const table = tables.find((t) => t.name === name);
        if (!table) throw new Error(`unknown table ${name}`);
        const values = table.columns.map((column) => `${ident(column)}::text`).join(", ");
        const order = table.key.length ? ` order by ${table.key.map(ident).join(", ")}` : "";
        const name_ = `membros_ops_${++cursor}`;
        await conn.query(
          `declare ${name_} no scroll cursor for select json_build_array(${values})::text as line from public.${ident(name)}${order}`,
        );
        for (;;) {
          const batch = await conn.query<{ line: string }>(`fetch ${BATCH} from ${name_}`);
          for (const row of batch) yield row.line;
          if (batch.length < BATCH) break;
        }
        await conn.query(`close ${name_}`);
      },
      async end() {
        await conn.query("commit");
      },
    };
  } catch (error) {
    await conn.query("rollback").catch(() => undefined);
    throw error;
  }
}

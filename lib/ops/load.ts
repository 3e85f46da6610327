import type { Conn } from "./connection";
import { OpsError } from "./errors";
import {
  appliedCount,
  codeMigrations,
  migrateTo,
  readJournal,
  type JournalEntry,
} from "./migrations";
import type { Progress } from "./progress";
import {
  columnsOf,
  countRows,
  dependencyOrder,
  ident,
  nonEmptyTables,
  schemaTables,
  tableExists,
  writeSequences,
  type SequenceState,
} from "./tables";

/** Rows to load, from an archive (restore) or straight from another database (move). */
export type LoadInput = {
  migrations: JournalEntry[];
  tables: { name: string; columns: string[]; rows: number; lines: () => AsyncIterable<string> }[];
  sequences: SequenceState[];
};

/** The tables of the target that hold data, as a sentence; empty when there are none. */
export async function describeContents(conn: Conn): Promise<string> {
  // People first: what an operator recognises at a glance.
  const found = (await nonEmptyTables(conn, schemaTables())).sort(
    (a, b) => Number(b.table === "users") - Number(a.table === "users"),
  );
  const named = found.slice(0, 4).map(({ table, rows }) => `${table}: ${rows} rows`);
  if (found.length > 4) named.push(`${found.length - 4} more tables`);
  return named.join(", ");
}

/**
 * Brings an empty target to the backup's schema: the same migrations the source had, so every
 * column the rows name exists as it did. Refuses a target with data unless `force`.
 */
export async function prepareTarget(
  conn: Conn,
  migrations: JournalEntry[],
  options: { force: boolean; extraContents?: string[] },
): Promise<number> {
  const sourceLevel = appliedCount(migrations, "The backup");
  const targetLevel = appliedCount(await readJournal(conn), `The ${conn.label}`);
  const contents = [await describeContents(conn), ...(options.extraContents ?? [])].filter(Boolean);
  if (contents.length && !options.force)
    throw new OpsError(
      `The target is not empty (${contents.join("; ")}). Use an empty installation, or pass --force to wipe it first.`,
    );
  if (targetLevel > sourceLevel)
    throw new OpsError(
      `The ${conn.label} is migrated past the source's schema (${targetLevel} > ${sourceLevel} migrations): use a new, empty database.`,
    );
  await migrateTo(conn, sourceLevel);
  return sourceLevel;
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

/**
 * Loads every table in one transaction, parents before children: the target first emptied,
 * its triggers off so derived tables (finance totals, user names) get exactly the source's
 * rows, sequences set past the loaded ids, and each table's count checked before commit.
 */
export async function loadRows(conn: Conn, input: LoadInput, progress: Progress): Promise<void> {
  const present: string[] = [];
  for (const table of schemaTables()) if (await tableExists(conn, table)) present.push(table);
  for (const table of input.tables)
    if (!present.includes(table.name))
      throw new OpsError(
        `The target has no table ${table.name}: is it the same version of Membros?`,
      );
  const order = await dependencyOrder(conn, present);

  await conn.query("begin");
  try {
    // The audit log refuses TRUNCATE unless the transaction says it replaces it (decision 0119).
    await conn.query("set local membros.audit_sweep = 'on'");
    await conn.query(`truncate table ${present.map((t) => `public.${ident(t)}`).join(", ")}`);
    for (const table of present)
      await conn.query(`alter table public.${ident(table)} disable trigger user`);
    for (const name of order) {
      const table = input.tables.find((t) => t.name === name);
      if (!table) continue;
      const types = new Map((await columnsOf(conn, name)).map((c) => [c.name, c.type]));
      const values = table.columns.map((column, index) => {
        const type = types.get(column);
        if (!type) throw new OpsError(`The target's table ${name} has no column ${column}.`);
        return `(r->>${index})::${type}`;
      });
      const insert =
        `insert into public.${ident(name)} (${table.columns.map(ident).join(", ")}) overriding system value ` +
        `select ${values.join(", ")} from json_array_elements($1::text::json) as r`;
      let batch: string[] = [];
      let chars = 0;
      const flush = async () => {
        if (!batch.length) return;
        await conn.query(insert, [`[${batch.join(",")}]`]);
        progress.addRows(batch.length, name);
        batch = [];
        chars = 0;
      };
      for await (const line of table.lines()) {
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      }
      await flush();
      progress.tableDone(name, table.rows);
    }
    for (const table of present)
      await conn.query(`alter table public.${ident(table)} enable trigger user`);
    await writeSequences(conn, input.sequences);
    for (const table of input.tables) {
      const rows = await countRows(conn, table.name);
      if (rows !== table.rows)
        throw new OpsError(`${table.name}: ${rows} rows loaded, ${table.rows} expected.`);
    }
    await conn.query("commit");
  } catch (error) {
    await conn.query("rollback").catch(() => undefined);
    throw error;
  }
}

/** After loading an older backup: the migrations it did not have yet, as the app would run them. */
export async function finishMigrations(conn: Conn, applied: number): Promise<number> {
  const total = codeMigrations().length;
  if (applied < total) await migrateTo(conn, total);
  return total - applied;
}

import { is } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import * as schema from "@/db/schema";
import type { Conn } from "./connection";
import { OpsError } from "./errors";

/** The tables of db/schema.ts, by name: what a backup holds. */
export function schemaTables(): string[] {
  const names = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name);
  return [...new Set(names)].sort();
}

/**
 * Rows the migrations themselves insert (the finance totals' zone): a freshly migrated
 * database has them and is still empty.
 */
const MIGRATION_ROWS: Record<string, number> = { finance_totals_zone: 1 };

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const relation = (table: string) => `public.${ident(table)}`;

export type Column = { name: string; type: string };

/** Stored columns in order: generated ones are computed again on insert, never copied. */
export async function columnsOf(conn: Conn, table: string): Promise<Column[]> {
  return conn.query<Column>(
    `select a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
      where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`,
    [relation(table)],
  );
}

export async function primaryKeyOf(conn: Conn, table: string): Promise<string[]> {
  const rows = await conn.query<{ name: string }>(
    `select a.attname::text as name
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = to_regclass($1) and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [relation(table)],
  );
  return rows.map((row) => row.name);
}

export async function tableExists(conn: Conn, table: string): Promise<boolean> {
  const [row] = await conn.query<{ found: boolean }>(
    "select to_regclass($1) is not null as found",
    [relation(table)],
  );
  return row.found;
}

export async function countRows(conn: Conn, table: string): Promise<number> {
  const [row] = await conn.query<{ n: string }>(
    `select count(*)::text as n from ${relation(table)}`,
  );
  return Number(row.n);
}

/** Parents before children, by the foreign keys the database has; ties alphabetical. */
export async function dependencyOrder(conn: Conn, tables: string[]): Promise<string[]> {
  const edges = await conn.query<{ child: string; parent: string }>(
    `select ch.relname::text as child, pa.relname::text as parent
       from pg_constraint c
       join pg_class ch on ch.oid = c.conrelid
       join pg_class pa on pa.oid = c.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const wanted = new Set(tables);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges)
    if (child !== parent && wanted.has(child) && wanted.has(parent))
      parents.get(child)!.add(parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables
      .filter((table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)))
      .sort();
    if (ready.length === 0) throw new OpsError("The tables' foreign keys form a cycle.");
    for (const table of ready) placed.add(table);
    order.push(...ready);
  }
  return order;
}

export type SequenceState = { table: string; column: string; lastValue: string; isCalled: boolean };
type OwnedSequence = { table: string; column: string; sequence: string };

/** The sequences behind identity and serial columns of the public schema. */
async function ownedSequences(conn: Conn): Promise<OwnedSequence[]> {
  return conn.query<OwnedSequence>(
    `select t.relname::text as "table", a.attname::text as "column",
            format('%I.%I', sn.nspname, s.relname) as sequence
       from pg_class s
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
                        and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_namespace tn on tn.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and tn.nspname = 'public'
      order by 1, 2`,
  );
}

export async function readSequences(conn: Conn, tables: string[]): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const owned of await ownedSequences(conn)) {
    if (!tables.includes(owned.table)) continue;
    const [row] = await conn.query<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${owned.sequence}`,
    );
    states.push({ ...owned, lastValue: row.last, isCalled: row.called });
  }
  return states;
}

/**
 * Sets each sequence past both the source's position and the highest id restored, so the
 * next insert gets a new id (and ids used by rows deleted before the backup are not reused).
 */
export async function writeSequences(conn: Conn, states: SequenceState[]): Promise<number> {
  let set = 0;
  for (const owned of await ownedSequences(conn)) {
    const state = states.find((s) => s.table === owned.table && s.column === owned.column);
    const [row] = await conn.query<{ top: string | null }>(
      `select max(${ident(owned.column)})::text as top from ${relation(owned.table)}`,
    );
    const fromSource = state ? BigInt(state.lastValue) - (state.isCalled ? 0n : 1n) : 0n;
    const top = row.top === null ? 0n : BigInt(row.top);
    const value = fromSource > top ? fromSource : top;
    if (value < 1n) continue;
    await conn.query("select setval($1::regclass, $2::bigint, true)", [
      owned.sequence,
      value.toString(),
    ]);
    set += 1;
  }
  return set;
}

/** Tables holding rows other than the ones migrations insert, with their counts. */
export async function nonEmptyTables(conn: Conn, tables: string[]) {
  const found: { table: string; rows: number }[] = [];
  for (const table of tables) {
    if (!(await tableExists(conn, table))) continue;
    const rows = await countRows(conn, table);
    if (rows > (MIGRATION_ROWS[table] ?? 0)) found.push({ table, rows });
  }
  return found;
}

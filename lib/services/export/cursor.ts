import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { driverOf, type Database } from "@/db";
import { csvRecord, type CsvValue } from "@/lib/core/csv";

/** Rows fetched per round trip: big enough to amortise it, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

const dialect = new PgDialect();

/**
 * The rows of `query` as arrays (select order), a batch at a time.
 * - PostgreSQL (postgres.js): a real cursor (portal fetched `EXPORT_BATCH` rows per Execute) on
 *   one pooled connection; stopping the iteration (client gone) closes it.
 * - PGlite (one process, one connection): `LIMIT/OFFSET` batches, so a slow download never holds
 *   the only connection; `query` must end with a total order (every list's fallback ends in id).
 */
export async function* queryBatches(
  db: Database,
  query: SQL,
  batch = EXPORT_BATCH,
): AsyncGenerator<unknown[][]> {
  const driver = driverOf(db);
  if (driver.kind === "postgres") {
    const { sql: text, params } = dialect.sqlToQuery(query);
    for await (const rows of driver.client
      .unsafe(text, params as never[])
      .values()
      .cursor(batch))
      yield rows;
    return;
  }
  for (let offset = 0; ; offset += batch) {
    const { sql: text, params } = dialect.sqlToQuery(sql`${query} limit ${batch} offset ${offset}`);
    const { rows } = await driver.client.query<unknown[]>(text, params, { rowMode: "array" });
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

/** A CSV download: the file name and the body, a string of records per batch (header first). */
export type CsvExport = { filename: string; chunks: AsyncIterable<string> };

/**
 * One column of an export: its Portuguese header, the SQL that selects it (see `exportSelect`),
 * how a raw value prints, and, for a query written by hand, the position of its value in the row.
 */
export type ExportColumn = {
  header: string;
  value?: SQL;
  at?: number;
  format?: (raw: unknown) => CsvValue;
};

const asText = (raw: unknown): CsvValue => (raw == null ? "" : String(raw));

/** The select list of an export's columns, in order. */
export const exportSelect = (columns: readonly ExportColumn[]): SQL =>
  sql.join(
    columns.map((column) => column.value ?? sql`null`),
    sql`, `,
  );

/** Today's date in the organisation's zone, for file names (`pagamentos-2026-11-23.csv`). */
export function exportFilename(base: string, timeZone: string, now = new Date()): string {
  return `${base}-${new Intl.DateTimeFormat("en-CA", { timeZone }).format(now)}.csv`;
}

/** An export whose rows come from `query` (which selects `exportSelect(columns)`). */
export function csvExport(
  db: Database,
  filename: string,
  columns: readonly ExportColumn[],
  query: SQL,
): CsvExport {
  async function* chunks() {
    yield csvRecord(columns.map((column) => column.header));
    for await (const rows of queryBatches(db, query)) {
      let text = "";
      for (const row of rows)
        text += csvRecord(
          columns.map((column, i) => (column.format ?? asText)(row[column.at ?? i])),
        );
      yield text;
    }
  }
  return { filename, chunks: chunks() };
}

/** SQL for an instant as 'dd/MM/yyyy' in the organisation's zone. */
export const brDateOf = (instant: SQL | unknown, timeZone: string): SQL =>
  sql`to_char(${instant} at time zone ${timeZone}, 'DD/MM/YYYY')`;
/** SQL for a calendar date as 'dd/MM/yyyy'. */
export const brCalendarDate = (date: SQL | unknown): SQL => sql`to_char(${date}, 'DD/MM/YYYY')`;

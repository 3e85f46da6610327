import * as drizzle from "drizzle-orm";
import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

// drizzle's own helpers: exported at run time, absent from its type declarations.
type Fields = unknown[];
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow: <T = Record<string, unknown>>(
    fields: Fields,
    row: unknown[],
    joinsNotNullableMap?: Record<string, boolean>,
  ) => T;
  orderSelectedFields: (fields: Record<string, unknown>) => Fields;
};

/**
 * patches/drizzle-orm+0.45.4.patch finds each selected field's decoder once per field list
 * instead of once per column per row (docs/decisions/0103). A row must come out exactly as the
 * unpatched mapping made it: nested objects, decoders of columns, of SQL and of aliased SQL,
 * and a left-joined table whose columns are all null answered as null.
 */
describe("drizzle's row mapping with decoders found once per field list", () => {
  const people = pgTable("people", {
    id: integer("id").notNull(),
    born: timestamp("born", { mode: "date" }),
  });
  const files = pgTable("files", { id: integer("id"), name: text("name") });
  const fields = orderSelectedFields({
    id: people.id,
    born: people.born,
    count: sql<number>`count(*)`.mapWith(Number),
    doubled: sql<number>`2 * id`.mapWith(Number).as("doubled"),
    file: { id: files.id, name: files.name },
  });
  // Which joined tables may be all null: a left join makes `files` nullable.
  const nullable = { people: true, files: false };

  it("decodes columns, SQL and aliased SQL, and nests the joined table", () => {
    const row = mapResultRow<Record<string, unknown>>(
      fields,
      [1, "2026-01-02 03:04:05", "7", "14", 3, "recibo.pdf"],
      nullable,
    );
    expect(row).toEqual({
      id: 1,
      born: new Date("2026-01-02T03:04:05.000Z"),
      count: 7,
      doubled: 14,
      file: { id: 3, name: "recibo.pdf" },
    });
  });

  it("answers null for a left-joined table whose columns are all null, and null values as null", () => {
    expect(mapResultRow(fields, [2, null, "0", "4", null, null], nullable)).toEqual({
      id: 2,
      born: null,
      count: 0,
      doubled: 4,
      file: null,
    });
  });

  it("maps every row of the same field list by its own values (the remembered decoders hold no row)", () => {
    const rows = [
      [1, "2026-01-02 03:04:05", "1", "2", 5, "a.pdf"],
      [2, "2027-03-04 05:06:07", "2", "4", null, null],
      [3, null, "3", "6", 6, null],
    ].map((values) =>
      mapResultRow<{ id: number; born: Date | null; count: number; file: unknown }>(
        fields,
        values,
        nullable,
      ),
    );
    expect(rows.map((r) => [r.id, r.born?.toISOString() ?? null, r.count, r.file])).toEqual([
      [1, "2026-01-02T03:04:05.000Z", 1, { id: 5, name: "a.pdf" }],
      [2, "2027-03-04T05:06:07.000Z", 2, null],
      [3, null, 3, { id: 6, name: null }],
    ]);
  });

  it("leaves a nested object of nulls as it is without a join map (a plain select)", () => {
    expect(mapResultRow(fields, [4, null, "1", "8", null, null])).toEqual({
      id: 4,
      born: null,
      count: 1,
      doubled: 8,
      file: { id: null, name: null },
    });
  });
});

import { entityKind, is, SQL, sql, Column } from "drizzle-orm";
import { PgColumn, integer, pgTable, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

/**
 * patches/drizzle-orm+0.45.4.patch remembers, per class, which entity kinds its prototype chain
 * carries (docs/decisions/0098). `is` must answer exactly what the unpatched walk answered.
 */
describe("drizzle's `is` with the remembered entity kinds", () => {
  const table = pgTable("t", { id: integer() });

  it("knows a column, a table and a SQL fragment for what they are, and not for what they are not", () => {
    expect(is(table.id, PgColumn)).toBe(true);
    expect(is(table.id, Column)).toBe(true);
    expect(is(table.id, SQL)).toBe(false);
    expect(is(table, PgTable)).toBe(true);
    expect(is(table, Column)).toBe(false);
    expect(is(sql`select 1`, SQL)).toBe(true);
    // Asked again, in the other order: the remembered answer for a class holds for every type.
    expect(is(table.id, SQL)).toBe(false);
    expect(is(table.id, PgColumn)).toBe(true);
  });

  it("answers false for plain values", () => {
    for (const value of [null, undefined, 0, "x", {}, [], new Date()])
      expect(is(value, Column)).toBe(false);
  });

  it("still recognises an entity of another copy of drizzle by its kind, through every ancestor", () => {
    class ForeignColumn {
      static readonly [entityKind] = (Column as unknown as Record<symbol, string>)[entityKind];
    }
    class ForeignPgColumn extends ForeignColumn {
      static readonly [entityKind] = (PgColumn as unknown as Record<symbol, string>)[entityKind];
    }
    expect(is(new ForeignPgColumn(), PgColumn)).toBe(true);
    expect(is(new ForeignPgColumn(), Column)).toBe(true);
    expect(is(new ForeignColumn(), PgColumn)).toBe(false);
    expect(is(new ForeignPgColumn(), SQL)).toBe(false);
  });
});

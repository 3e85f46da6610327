/**
 * The CSV dialect Brazilian Excel opens without an import wizard: UTF-8 with a BOM, `;` between
 * cells, CRLF between records, every cell quoted only when it must be (`;`, `"`, CR or LF).
 * Cells that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR first) get a
 * leading apostrophe (OWASP "CSV injection"), so a description like `=HYPERLINK(…)` stays text.
 * Decision record 0050 says why this is written here and not taken from a library.
 */

export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
export const CSV_NEWLINE = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** One cell: neutralised against formulas, then quoted when needed. Numbers pass as given. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A cell that is a number we formatted ourselves (`-1.234,56` never comes from a user), so a
 * leading minus is a sign, not a formula.
 */
export const NUMBER_CELL = Symbol("number");
export type CsvValue = string | null | undefined | { [NUMBER_CELL]: string };

export const csvNumber = (text: string): CsvValue => ({ [NUMBER_CELL]: text });

/** One record with its CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return (
    values
      .map((value) =>
        value != null && typeof value === "object" ? value[NUMBER_CELL] : csvCell(value),
      )
      .join(CSV_SEPARATOR) + CSV_NEWLINE
  );
}

/** Cents (integer, as text or number) → '1234,56' (decimal comma, no thousands separator). */
export function csvMoney(cents: string | number | bigint): CsvValue {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${negative ? "-" : ""}${abs / 100n},${String(abs % 100n).padStart(2, "0")}`;
  return csvNumber(text);
}

import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvMoney, csvRecord } from "@/lib/core/csv";
import { maskDocument } from "@/lib/format";

const TRICKY = [
  "José Conceição – ação",
  "a;b;c",
  'diz "olá"',
  "linha 1\nlinha 2\r\nlinha 3",
  "=SUM(A1:A9)",
  "+55 11 9999",
  "-2+3",
  "@cmd",
  "\tTAB",
  "\rCR",
  "",
  "normal",
];

describe("CSV writer (Brazilian Excel dialect)", () => {
  it("round-trips accents, ';', quotes and newlines through csv-parse, neutralising formula cells", () => {
    const text =
      CSV_BOM +
      csvRecord(["Coluna", "Valor"]) +
      TRICKY.map((cell) => csvRecord([cell, csvMoney(123456)])).join("");
    const rows: string[][] = parse(text, {
      delimiter: ";",
      bom: true,
      record_delimiter: "\r\n",
      relax_column_count: false,
    });
    expect(rows[0]).toEqual(["Coluna", "Valor"]);
    const expected = TRICKY.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell));
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected);
    expect(rows.slice(1).every((row) => row[1] === "1234,56")).toBe(true);
    expect(text.startsWith("\uFEFFColuna;Valor\r\n")).toBe(true);
  });

  it("quotes only when it must and writes money with a decimal comma", () => {
    expect(csvCell("simples")).toBe("simples");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('x"y')).toBe('"x""y"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell(null)).toBe("");
    expect(csvRecord([csvMoney(5), csvMoney("100"), csvMoney(-1999), csvMoney("999999999")])).toBe(
      "0,05;1,00;-19,99;9999999,99\r\n",
    );
  });

  it("masks CPF and CNPJ for files that leave the app", () => {
    expect(maskDocument("123.456.789-09")).toBe("***.456.789-**");
    expect(maskDocument("11222333000181")).toBe("**.222.333/0001-**");
    expect(maskDocument(null)).toBe("");
    expect(maskDocument("123")).toBe("***");
  });
});

import { describe, expect, it } from "vitest";
import { formatBRL, formatDate, formatDateTime, formatDocument, formatPhone } from "@/lib/format";

describe("display formats", () => {
  it("formats phone, CPF, CNPJ and dates, with '--' when empty", () => {
    expect(formatPhone("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("")).toBe("--");
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument(null)).toBe("--");
    expect(formatDate("1992-07-22")).toBe("22/07/1992");
    expect(formatDate(undefined)).toBe("--");
  });

  it("formats money in BRL and instants in a given time zone", () => {
    expect(formatBRL(1234.56).replace(/\s/g, " ")).toBe("R$ 1.234,56");
    expect(formatDateTime("2026-03-01T13:05:00Z", "America/Sao_Paulo")).toBe("01/03/2026 10:05");
  });
});

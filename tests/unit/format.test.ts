import { describe, expect, it } from "vitest";
import {
  formatBRL,
  formatDate,
  formatDateTime,
  formatDocument,
  formatInstantDate,
  formatPhone,
} from "@/lib/format";
import { canonicalTimeZone } from "@/lib/time-zone";

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

  it("shows an instant's calendar day in the viewer's zone, not the server's", () => {
    // 01:30 UTC is still the evening before in São Paulo and already morning in Tokyo.
    expect(formatInstantDate("2026-11-25T01:30:00Z", "America/Sao_Paulo")).toBe("24/11/2026");
    expect(formatInstantDate("2026-11-25T01:30:00Z", "UTC")).toBe("25/11/2026");
    expect(formatDateTime("2026-11-25T01:30:00Z", "Asia/Tokyo")).toBe("25/11/2026 10:30");
    expect(formatInstantDate("not a date", "UTC")).toBe("--");
    expect(formatInstantDate(null, "UTC")).toBe("--");
  });

  it("accepts as a viewer's zone only one the runtime knows (the cookie is the client's word)", () => {
    for (const zone of [
      "America/Sao_Paulo",
      "UTC",
      "Asia/Kolkata",
      "America/Argentina/Buenos_Aires",
      "Etc/GMT+3",
    ]) {
      // The runtime's canonical name may be the older one ('Asia/Calcutta'): the same clock.
      const canonical = canonicalTimeZone(zone);
      expect(canonical, zone).toBeDefined();
      expect(canonicalTimeZone(canonical)).toBe(canonical);
      expect(formatDateTime("2026-11-25T01:30:00Z", canonical)).toBe(
        formatDateTime("2026-11-25T01:30:00Z", zone),
      );
    }
    for (const bad of [
      "",
      "Mars/Olympus",
      "America/Sao_Paulo; path=/",
      "../../etc/passwd",
      "a".repeat(65),
      "<script>",
      42,
      null,
      undefined,
    ])
      expect(canonicalTimeZone(bad), String(bad)).toBeUndefined();
  });

  it("answers a zone sent in any letter case or by an old alias by its one canonical name", () => {
    // What the server uses and remembers (the zones it knows, lib/format.ts's formatters) must
    // not grow with every spelling a client can send: 2^n of them for a name of n letters.
    const spellings = new Set<string>();
    for (let i = 0; i < 256; i++)
      spellings.add(
        [..."america/sao_paulo"]
          .map((c, at) => ((i >> (at % 8)) & 1 ? c.toUpperCase() : c))
          .join(""),
      );
    expect(spellings.size).toBe(256);
    expect(new Set([...spellings, "Brazil/East"].map(canonicalTimeZone))).toEqual(
      new Set(["America/Sao_Paulo"]),
    );
    expect(canonicalTimeZone("utc")).toBe("UTC");
  });
});

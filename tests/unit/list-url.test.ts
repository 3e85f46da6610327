import { describe, expect, it } from "vitest";
import { z } from "zod";
import { filtersOf, parseListParams, withFilters, withoutFilters, withPage, withPerPage, withSort } from "@/lib/client/list-url";
import { listQuerySchema } from "@/lib/validation/list";

const current = new URLSearchParams("page=3&per_page=20&sort=name&order=desc&name=jose&email=x");

describe("list URL rules (spec §4)", () => {
  it("submitting filters goes to page 1, keeps per_page and sort, and only non-empty values", () => {
    expect(withFilters(current, { name: " maria ", email: "", profile: undefined, status: "ALL" })).toBe(
      "page=1&per_page=20&sort=name&order=desc&name=maria&status=ALL",
    );
    expect(withFilters(new URLSearchParams(), { title: "a" })).toBe("page=1&per_page=10&title=a");
  });

  it("'Limpar filtros' drops the filters and keeps page, per_page and sort", () => {
    expect(withoutFilters(current)).toBe("page=3&per_page=20&sort=name&order=desc");
    expect(withoutFilters({})).toBe("page=1&per_page=10");
  });

  it("changes page, page size (back to page 1) and sort (back to page 1)", () => {
    expect(withPage(current, 4)).toBe("page=4&per_page=20&sort=name&order=desc&name=jose&email=x");
    expect(withPerPage(current, 50)).toBe("page=1&per_page=50&sort=name&order=desc&name=jose&email=x");
    expect(withSort(current, "email", "asc")).toBe("page=1&per_page=20&name=jose&email=x&sort=email&order=asc");
    expect(withSort(current, "name", false)).toBe("page=1&per_page=20&name=jose&email=x");
  });

  it("reads the filters and parses a page's searchParams, dropping only the bad keys", () => {
    expect(filtersOf(current)).toEqual({ name: "jose", email: "x" });
    const schema = listQuerySchema.extend({ name: z.string().optional() });
    expect(parseListParams(schema, { page: "abc", per_page: "20", name: "ana" })).toEqual({ page: 1, per_page: 20, name: "ana" });
    expect(parseListParams(schema, {})).toEqual({ page: 1, per_page: 10 });
  });
});

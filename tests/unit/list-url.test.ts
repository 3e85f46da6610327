import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  filtersOf,
  parseListParams,
  withFilters,
  withoutFilters,
  withPage,
  withPerPage,
  withSort,
} from "@/lib/client/list-url";
import { listQuerySchema } from "@/lib/validation/list";
import { listUrlWithPaging } from "@/lib/client/list-pages";

const current = new URLSearchParams("page=3&per_page=20&sort=name&order=desc&name=jose&email=x");

describe("list URL rules (spec §4)", () => {
  it("submitting filters goes to page 1, keeps per_page and sort, and only non-empty values", () => {
    expect(
      withFilters(current, { name: " maria ", email: "", profile: undefined, status: "ALL" }),
    ).toBe("page=1&per_page=20&sort=name&order=desc&name=maria&status=ALL");
    expect(withFilters(new URLSearchParams(), { title: "a" })).toBe("page=1&per_page=10&title=a");
  });

  it("'Limpar filtros' drops the filters and keeps page, per_page and sort", () => {
    expect(withoutFilters(current)).toBe("page=3&per_page=20&sort=name&order=desc");
    expect(withoutFilters({})).toBe("page=1&per_page=10");
  });

  it("changes page, page size (back to page 1) and sort (back to page 1)", () => {
    expect(withPage(current, 4)).toBe("page=4&per_page=20&sort=name&order=desc&name=jose&email=x");
    expect(withPerPage(current, 50)).toBe(
      "page=1&per_page=50&sort=name&order=desc&name=jose&email=x",
    );
    expect(withSort(current, "email", "asc")).toBe(
      "page=1&per_page=20&name=jose&email=x&sort=email&order=asc",
    );
    expect(withSort(current, "name", false)).toBe("page=1&per_page=20&name=jose&email=x");
  });

  it("reads the filters and parses a page's searchParams, dropping only the bad keys", () => {
    expect(filtersOf(current)).toEqual({ name: "jose", email: "x" });
    const schema = listQuerySchema.extend({ name: z.string().optional() });
    expect(parseListParams(schema, { page: "abc", per_page: "20", name: "ana" })).toEqual({
      page: 1,
      per_page: 20,
      name: "ana",
    });
    expect(parseListParams(schema, {})).toEqual({ page: 1, per_page: 10 });
  });
});

describe("list screens without paging (proxy.ts answers 307)", () => {
  it("completes page and per_page on a list screen and keeps the other keys", () => {
    expect(listUrlWithPaging(new URL("http://x/admin/payments?status=PAID"))?.toString()).toBe(
      "http://x/admin/payments?page=1&per_page=10&status=PAID",
    );
    expect(listUrlWithPaging(new URL("http://x/collaborator/meetings?page=2"))?.toString()).toBe(
      "http://x/collaborator/meetings?page=2&per_page=10",
    );
  });

  it("leaves complete list URLs and other screens alone", () => {
    expect(listUrlWithPaging(new URL("http://x/admin/payments?page=1&per_page=10"))).toBeNull();
    expect(listUrlWithPaging(new URL("http://x/admin/payments/new"))).toBeNull();
    expect(listUrlWithPaging(new URL("http://x/admin/home"))).toBeNull();
  });
});

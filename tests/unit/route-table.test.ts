import { describe, expect, it } from "vitest";
import { routeTable } from "@/server/route-table.mjs";

// The shape `next build` writes to app-path-routes-manifest.json.
const manifest = {
  "/(auth)/login/page": "/login",
  "/api/[...path]/route": "/api/[...path]",
  "/api/payment-admin/route": "/api/payment-admin",
  "/api/payment-admin/[id]/route": "/api/payment-admin/[id]",
  "/api/payment-admin/export/route": "/api/payment-admin/export",
  "/api/payment-admin/[id]/file/route": "/api/payment-admin/[id]/file",
  "/api/training-admin/[id]/permissions/[userId]/route":
    "/api/training-admin/[id]/permissions/[userId]",
  "/api/docs/[[...slug]]/route": "/api/docs/[[...slug]]",
  "/admin/[...missing]/page": "/admin/[...missing]",
};

describe("the API door's route table", () => {
  const table = routeTable(manifest, "/api/");

  it("holds only the /api route handlers, not the pages", () => {
    expect(table.size).toBe(7);
    expect(table.match("/login")).toBeNull();
  });

  it("prefers a static segment to a dynamic one, and a dynamic one to the catch-all", () => {
    expect(table.match("/api/payment-admin/export")).toEqual({
      entry: "/api/payment-admin/export/route",
      params: {},
    });
    expect(table.match("/api/payment-admin/42")).toEqual({
      entry: "/api/payment-admin/[id]/route",
      params: { id: "42" },
    });
    expect(table.match("/api/payment-admin")).toEqual({
      entry: "/api/payment-admin/route",
      params: {},
    });
    expect(table.match("/api/payment-admin/42/file")).toEqual({
      entry: "/api/payment-admin/[id]/file/route",
      params: { id: "42" },
    });
  });

  it("gives every dynamic segment its parameter", () => {
    expect(table.match("/api/training-admin/7/permissions/9")?.params).toEqual({
      id: "7",
      userId: "9",
    });
  });

  it("sends what no route names to the catch-all, with the rest of the path as its parameter", () => {
    expect(table.match("/api/nao-existe")).toEqual({
      entry: "/api/[...path]/route",
      params: { path: ["nao-existe"] },
    });
    expect(table.match("/api/payment-admin/42/file/extra")).toEqual({
      entry: "/api/[...path]/route",
      params: { path: ["payment-admin", "42", "file", "extra"] },
    });
  });

  it("lets an optional catch-all match with or without the rest", () => {
    expect(table.match("/api/docs")).toEqual({ entry: "/api/docs/[[...slug]]/route", params: {} });
    expect(table.match("/api/docs/a/b")).toEqual({
      entry: "/api/docs/[[...slug]]/route",
      params: { slug: ["a", "b"] },
    });
  });

  it("matches nothing without a catch-all when no route fits", () => {
    const narrow = routeTable({ "/api/payment-admin/route": "/api/payment-admin" }, "/api/");
    expect(narrow.match("/api/payment-admin/1")).toBeNull();
    expect(narrow.match("/api")).toBeNull();
  });
});

import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/validation/openapi/document";
import { handlersOf, routeFiles, type RouteFile } from "../support/api-routes";
import { documentOperations } from "../support/openapi-calls";

/**
 * Route files that are not part of the public contract: the 404 catch-all, Auth.js's browser
 * endpoints, and the operator's Prometheus metrics (docs/deploy.md; e2e/operations.spec.ts).
 */
const NOT_DOCUMENTED = ["[...path]", "auth/[...nextauth]", "metrics"];

const doc = openApiDocument() as Record<string, any>;

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser)", async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("has exactly the operations of app/api/**/route.ts", async () => {
    const onDisk = new Set<string>();
    const routes = routeFiles().filter((r: RouteFile) => !NOT_DOCUMENTED.includes(r.dir));
    for (const route of routes)
      for (const method of Object.keys(await handlersOf(route)))
        onDisk.add(`${method} ${route.path}`);
    const documented = new Set(
      documentOperations(doc).map(({ method, path }) => `${method.toUpperCase()} ${path}`),
    );
    expect(
      [...onDisk].filter((op) => !documented.has(op)),
      "routes missing from the document",
    ).toEqual([]);
    expect(
      [...documented].filter((op) => !onDisk.has(op)),
      "documented operations without a route",
    ).toEqual([]);
    expect(documented.size).toBeGreaterThan(140);
  });
});

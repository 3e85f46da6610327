import { describe, expect, it } from "vitest";
import { API_SCOPES, SESSION_ONLY, scopeFor, type ApiScope } from "@/lib/core/scopes";
import { createApiToken } from "@/lib/services/api-tokens";
import { issueApiToken } from "@/lib/services/session";
import {
  fillPath,
  handlersOf,
  routeFiles,
  UNAUTHENTICATED_ROUTE_FILES,
} from "../support/api-routes";
import { call, createUser, type TestUser } from "../support/factory";

/**
 * The scope matrix: every route file on disk, every method it exports. A token lacking the
 * scope the table names answers 403; a token holding only that scope gets past the check
 * (whatever the handler then says, never 401/403); session-only routes refuse every token.
 */
describe("API token scopes on every route", async () => {
  const routes = routeFiles().filter((r) => !UNAUTHENTICATED_ROUTE_FILES.includes(r.dir));
  const operations = (
    await Promise.all(
      routes.map(async (route) =>
        Object.entries(await handlersOf(route)).map(([method, handler]) => ({
          route,
          method,
          handler: handler!,
        })),
      ),
    )
  ).flat();

  it("covers every route file", () => {
    expect(routes.length).toBeGreaterThan(95);
    for (const route of routes)
      expect(
        operations.some((op) => op.route === route),
        route.path,
      ).toBe(true);
  });

  let admin: TestUser;
  let employee: TestUser;
  const tokens = new Map<string, string>();
  async function tokenOf(owner: TestUser, scopes: readonly ApiScope[]): Promise<string> {
    const key = `${owner.id}:${scopes.join(",")}`;
    if (!tokens.has(key))
      tokens.set(
        key,
        (await createApiToken(admin.actor, { name: key.slice(0, 80), userId: owner.id, scopes }))
          .token,
      );
    return tokens.get(key)!;
  }

  it.each(operations.map((op) => [`${op.method} ${op.route.path}`, op] as const))(
    "%s",
    async (_, { route, method, handler }) => {
      admin ??= await createUser("ADMIN");
      employee ??= await createUser("EMPLOYEE");
      const owner = route.path.startsWith("/api/collaborator") ? employee : admin;
      const url = `http://localhost${fillPath(route.path)}`;
      const params = Object.fromEntries(route.params.map((p) => [p, "999999"]));
      const request = (token: string) =>
        call(handler, { method, url, token, params, ...(method === "GET" ? {} : { body: {} }) });
      const required = scopeFor(method, route.path);
      if (required === SESSION_ONLY) {
        expect((await request(await tokenOf(owner, API_SCOPES))).status).toBe(403);
        // A fresh person's token each time: logout-all ends the ones before it.
        expect([401, 403]).not.toContain((await request(await issueApiToken(owner.id, 0))).status);
        return;
      }
      const others = API_SCOPES.filter((s) => s !== required);
      expect((await request(await tokenOf(owner, others))).status).toBe(403);
      expect([401, 403]).not.toContain((await request(await tokenOf(owner, [required]))).status);
    },
  );
});

// @ts-check
/**
 * Builds the API door (server/api-door.mjs) from what `next build` wrote: the route table, the
 * `headers()` rules of next.config.ts, the proxy's matcher (the door answers only where the proxy
 * would not run) and the compiled route modules, loaded through the same module cache Next.js
 * uses, so both share one database pool and one set of services (docs/decisions/0098).
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createApiDoor } from "./api-door.mjs";
import { routeTable } from "./route-table.mjs";

const require = createRequire(import.meta.url);

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/**
 * @param {string} dir the project folder
 * @param {{ hostname: string, port: number }} listening what Next.js puts in `request.url`
 */
export function openApiDoor(dir, { hostname, port }) {
  const distDir = path.join(dir, process.env.NEXT_DIST_DIR || ".next");
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean} */
  const closed = () => false;
  try {
    const table = routeTable(
      readJson(path.join(distDir, "app-path-routes-manifest.json")),
      "/api/",
    );
    /** @type {{ headers: { regex: string, headers: { key: string, value: string }[] }[] }} */
    const routes = readJson(path.join(distDir, "routes-manifest.json"));
    /** @type {{ functions: Record<string, { matchers?: { regexp: string }[] }> }} */
    const functions = readJson(path.join(distDir, "server", "functions-config-manifest.json"));
    const proxyMatchers = (functions.functions["/_middleware"]?.matchers ?? []).map(
      (m) => new RegExp(m.regexp),
    );
    const door = createApiDoor({
      table,
      headerRules: routes.headers.map((rule) => ({
        regex: new RegExp(rule.regex),
        headers: rule.headers,
      })),
      proxied: (pathname) => proxyMatchers.some((matcher) => matcher.test(pathname)),
      // As Next.js builds it (next-server.js attachRequestMeta): its own host and port, and https
      // when the client's X-Forwarded-Proto says so.
      origin: (req) =>
        `${String(req.headers["x-forwarded-proto"] ?? "").includes("https") ? "https" : "http"}://${hostname}:${port}`,
      loadRoute: (entry) => {
        try {
          const userland = require(path.join(distDir, "server", "app", `${entry}.js`))?.routeModule
            ?.userland;
          if (userland && typeof userland === "object") return userland;
          console.error(
            `[api] ${entry}: the compiled module has no route handlers; Next.js answers it`,
          );
        } catch (error) {
          console.error(`[api] ${entry}: could not load; Next.js answers it`, error);
        }
        return null;
      },
    });
    if (table.size === 0) return closed;
    return door;
  } catch (error) {
    console.error(
      "[api] the build's manifests could not be read; Next.js answers every /api call",
      error,
    );
    return closed;
  }
}

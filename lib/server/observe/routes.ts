import "server-only";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The route pattern of a request path (`/admin/payments/[id]`, not `/admin/payments/812`), for
 * the request log and the metrics: a raw path would put ids in every label. The patterns are
 * Next.js's own, from the build's routes-manifest.json; the public folder's files are their own
 * pattern; anything else is one label, so a scanner's random paths cannot grow the metrics.
 */
type Manifest = {
  staticRoutes?: { page: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
};
type Patterns = { exact: Set<string>; dynamic: { page: string; regex: RegExp }[] };

export const UNMATCHED = "(sem rota)";

function load(): Patterns {
  const exact = new Set<string>();
  const dynamic: Patterns["dynamic"] = [];
  // The build folder: NEXT_DIST_DIR, or the one folder beside the standalone server.
  const folders = [process.env.NEXT_DIST_DIR || ".next", ...readdirSync(process.cwd())];
  const file = folders
    .filter((name) => name.startsWith(".next"))
    .map((name) => path.join(process.cwd(), name, "routes-manifest.json"))
    .find((candidate) => existsSync(candidate));
  if (file) {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    for (const route of manifest.staticRoutes ?? []) exact.add(route.page);
    for (const route of manifest.dynamicRoutes ?? [])
      dynamic.push({ page: route.page, regex: new RegExp(route.regex) });
  }
  const publicDir = path.join(process.cwd(), "public");
  if (existsSync(publicDir))
    for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true }))
      if (entry.isFile())
        exact.add(`/${path.relative(publicDir, path.join(entry.parentPath, entry.name))}`);
  return { exact, dynamic };
}

let patterns: Patterns | undefined;

export function routePattern(url: string | undefined): string {
  const pathname = (url ?? "/").split("?", 1)[0];
  if (pathname.startsWith("/_next/static/")) return "/_next/static/[...file]";
  patterns ??= load();
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (patterns.exact.has(trimmed)) return trimmed;
  for (const { page, regex } of patterns.dynamic) if (regex.test(trimmed)) return page;
  return UNMATCHED;
}

import "server-only";

/**
 * The route pattern of a request path, for the request log and the metrics: ids and tokens
 * become `[id]` and `[token]` (`/admin/payments/[id]`, not `/admin/payments/812`), so labels do
 * not grow with the data. Worked out from the path alone, without the build's internals. Paths
 * nobody routes (a scanner's guesses) could still be new every time, so past MAX_PATTERNS
 * distinct patterns the rest share one label.
 */
export const OTHER_ROUTES = "(outras rotas)";
const MAX_PATTERNS = 500;

const seen: Set<string> = (globalThis.__membrosRoutePatterns ??= new Set());
declare global {
  var __membrosRoutePatterns: Set<string> | undefined;
}

function segmentPattern(segment: string): string {
  if (/^\d+$/.test(segment)) return "[id]";
  // UUIDs, API and calendar tokens, confirmation codes: long, or letters and digits mixed.
  if (
    /^[\w.~-]{20,}$/.test(segment) ||
    (/\d/.test(segment) && /[a-z]/i.test(segment) && segment.length >= 8)
  )
    return "[token]";
  return segment;
}

export function routePattern(url: string | undefined): string {
  const pathname = (url ?? "/").split("?", 1)[0];
  if (pathname.startsWith("/_next/static/")) return "/_next/static/[...file]";
  const pattern = pathname.replace(/\/+$/, "").split("/").map(segmentPattern).join("/") || "/";
  if (seen.has(pattern)) return pattern;
  if (seen.size >= MAX_PATTERNS) return OTHER_ROUTES;
  seen.add(pattern);
  return pattern;
}

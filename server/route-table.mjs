// @ts-check
/**
 * Which route handler answers an /api path, from the table `next build` writes
 * (`app-path-routes-manifest.json`: "/api/payment-admin/[id]/route" → "/api/payment-admin/[id]").
 * Matched as the framework's router does: at each segment a static name beats a dynamic one,
 * and a dynamic one beats a catch-all (docs/decisions/0098).
 */

const STATIC = 0;
const DYNAMIC = 1;
const CATCH_ALL = 2;
const OPTIONAL_CATCH_ALL = 3;

/** @typedef {{ kind: number, name: string }} Segment */
/** @typedef {{ entry: string, segments: Segment[] }} Route */
/** @typedef {{ entry: string, params: Record<string, string | string[]> }} Match */

/** @param {string} text @returns {Segment} */
function parseSegment(text) {
  let found;
  if ((found = /^\[\[\.\.\.(\w+)\]\]$/.exec(text)))
    return { kind: OPTIONAL_CATCH_ALL, name: found[1] };
  if ((found = /^\[\.\.\.(\w+)\]$/.exec(text))) return { kind: CATCH_ALL, name: found[1] };
  if ((found = /^\[(\w+)\]$/.exec(text))) return { kind: DYNAMIC, name: found[1] };
  return { kind: STATIC, name: text };
}

/** @param {Route} a @param {Route} b */
function bySpecificity(a, b) {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const kindA = a.segments[i]?.kind ?? -1;
    const kindB = b.segments[i]?.kind ?? -1;
    if (kindA !== kindB) return kindA - kindB;
  }
  return 0;
}

/**
 * @param {Segment[]} segments
 * @param {string[]} parts the path's segments, already decoded
 * @returns {Record<string, string | string[]> | null}
 */
function matchSegments(segments, parts) {
  /** @type {Record<string, string | string[]>} */
  const params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment.kind === CATCH_ALL || segment.kind === OPTIONAL_CATCH_ALL) {
      const rest = parts.slice(i);
      if (segment.kind === CATCH_ALL && rest.length === 0) return null;
      if (rest.length > 0) params[segment.name] = rest;
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === STATIC ? part !== segment.name : part === "") return null;
    if (segment.kind === DYNAMIC) params[segment.name] = part;
  }
  return parts.length === segments.length ? params : null;
}

/**
 * @param {Record<string, string>} manifest app-path-routes-manifest.json
 * @param {string} prefix only the routes under this path (here "/api/")
 */
export function routeTable(manifest, prefix) {
  /** @type {Route[]} */
  const routes = [];
  for (const [entry, path] of Object.entries(manifest)) {
    if (!entry.endsWith("/route") || !path.startsWith(prefix)) continue;
    routes.push({ entry, segments: path.slice(1).split("/").map(parseSegment) });
  }
  routes.sort(bySpecificity);
  return {
    size: routes.length,
    /**
     * @param {string} pathname a path without query, percent-escapes or empty segments
     * @returns {Match | null}
     */
    match(pathname) {
      const parts = pathname.slice(1).split("/");
      for (const route of routes) {
        const params = matchSegments(route.segments, parts);
        if (params) return { entry: route.entry, params };
      }
      return null;
    },
  };
}

import { readdirSync } from "node:fs";
import path from "node:path";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/**
 * Route files that do not take a Membros credential, so neither scopes nor the bearer scheme
 * apply: the catch-all 404, Auth.js's own endpoints, sign-in, the calendar feed (its secret is
 * in the URL) and the OpenAPI document (read before one has a token).
 */
export const UNAUTHENTICATED_ROUTE_FILES = [
  "[...path]",
  "auth/[...nextauth]",
  "auth",
  // Signing in with a passkey: the challenge is asked for before anyone is known.
  "passkey-auth/options",
  "calendar/[token]",
  // Anyone checks a certificate by its code (rate-limited per address).
  "verify/[code]",
  "openapi.json",
  // The operator's endpoints: liveness and readiness are open; metrics take METRICS_TOKEN.
  "health",
  "ready",
  "metrics",
];

export type RouteFile = {
  /** Relative to app/api, e.g. `user/[id]`. */
  dir: string;
  /** The OpenAPI path, e.g. `/api/user/{id}`. */
  path: string;
  params: string[];
};

/** Every `app/api/**\/route.ts` on disk: the source of truth the document is compared with. */
export function routeFiles(): RouteFile[] {
  const root = path.join(process.cwd(), "app/api");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith(`${path.sep}route.ts`) || f === "route.ts",
  );
  return files
    .map((file) => {
      const dir = path.dirname(file).split(path.sep).join("/");
      const params = [...dir.matchAll(/\[([^\].]+)\]/g)].map((m) => m[1]);
      return { dir, params, path: `/api/${dir}`.replace(/\[([^\]]+)\]/g, "{$1}") };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The handlers a route file exports, by method. */
export async function handlersOf(route: RouteFile): Promise<Partial<Record<HttpMethod, Handler>>> {
  const mod = (await import(
    /* @vite-ignore */ path.join(process.cwd(), "app/api", route.dir, "route.ts")
  )) as Record<string, unknown>;
  return Object.fromEntries(
    HTTP_METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m] as Handler]),
  );
}

/** `{id}` filled in; `values` wins over the filler. */
export const fillPath = (
  template: string,
  values: Record<string, string | number> = {},
  filler = "999999",
) => template.replace(/\{([^}]+)\}/g, (_, name: string) => String(values[name] ?? filler));

import type { ProfileLabel } from "@/lib/core/actor";
import type { z } from "@/lib/validation/zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * One documented operation of the REST API. The route files import nothing from here; the
 * contract tests (tests/integration/openapi-document and openapi-responses) tie the two together: every
 * route file's method is an operation and the other way round, and every real answer matches.
 */
export type Operation = {
  method: Method;
  /** `/api/user/{id}`: the route file's folder with `[id]` as `{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Profiles that may call it (others get 403); absent: no credential needed. */
  roles?: readonly ProfileLabel[];
  query?: z.ZodObject;
  /** Example values of query parameters (a required one needs one). */
  queryExample?: Record<string, string>;
  /** A JSON body (its examples come from the schema's `.meta({ example })` or `example`). */
  body?: z.ZodType;
  example?: unknown;
  /** A multipart/form-data body (a file in `file`), as well as or instead of JSON. */
  multipart?: z.ZodObject;
  /** The success answer: JSON by schema, or another media type (CSV, ZIP, calendar, a file). */
  ok: { status: 200 | 201 | 204; schema?: z.ZodType; media?: string; description?: string };
  /** Error codes besides the ones every authenticated operation can give (401, 403, 503). */
  errors?: readonly number[];
};

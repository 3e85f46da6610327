import "server-only";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { parseListParams, withDefaultPaging, type ParamsLike } from "@/lib/client/list-url";

/**
 * The query of a list page: its URL always carries page and per_page (a redirect adds them),
 * and its `searchParams` are parsed by the SAME zod schema as its REST endpoint.
 *
 * @example
 *   const query = await listPageQuery("/admin/user", props.searchParams, userListQuerySchema);
 *   const list = await listUsers(actor, query);
 */
export async function listPageQuery<S extends z.ZodType>(
  path: string,
  searchParams: Promise<ParamsLike> | ParamsLike,
  schema: S,
): Promise<z.output<S>> {
  const params = await searchParams;
  const fixed = withDefaultPaging(params);
  if (fixed) redirect(`${path}?${fixed}`);
  return parseListParams(schema, params);
}

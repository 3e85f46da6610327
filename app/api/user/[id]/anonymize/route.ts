import { z } from "zod";
import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { anonymizeUser } from "@/lib/services/anonymize";

/**
 * `POST /api/user/{id}/anonymize` `{ email }`: irreversible anonymisation of a deactivated user.
 */
export const POST = apiRoute<{ id: string }>(async ({ request, actor, params }) => {
  await anonymizeUser(actor, parseId(params.id), await readJson(request, z.unknown()));
  return { success: true };
});

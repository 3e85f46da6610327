import { z } from "zod";
import { apiRoute, readJson } from "@/lib/server/route";
import { anonymizeOwnAccount } from "@/lib/services/anonymize";

/**
 * `POST /api/collaborator/user/anonymize` `{ email }`: the collaborator erases their own personal
 * data.
 */
export const POST = apiRoute(async ({ request, actor }) => {
  await anonymizeOwnAccount(actor, await readJson(request, z.unknown()));
  return { success: true };
});

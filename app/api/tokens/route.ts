import { z } from "zod";
import { apiRoute, readJson } from "@/lib/server/route";
import { createApiToken, listApiTokens } from "@/lib/services/api-tokens";

/** `GET /api/tokens`: the API tokens (admins, as a person). */
export const GET = apiRoute(async ({ actor }) => ({ data: await listApiTokens(actor) }));

/** `POST /api/tokens` → 201 `{ id, token, prefix }`: the secret is in this answer only. */
export const POST = apiRoute(
  async ({ request, actor }) => createApiToken(actor, await readJson(request, z.unknown())),
  { status: 201 },
);

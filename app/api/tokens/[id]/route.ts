import { apiRoute, parseId } from "@/lib/server/route";
import { revokeApiToken } from "@/lib/services/api-tokens";

/** `DELETE /api/tokens/{id}`: revokes the token. */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) =>
  revokeApiToken(actor, parseId(params.id)),
);

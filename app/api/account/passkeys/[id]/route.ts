import { z } from "zod";
import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { removePasskey, renamePasskey } from "@/lib/services/passkeys";

/** `PATCH /api/account/passkeys/{id}` {name}: renames one of the caller's passkeys. */
export const PATCH = apiRoute<{ id: string }>(async ({ actor, params, request }) =>
  renamePasskey(actor, parseId(params.id), await readJson(request, z.unknown())),
);

/** `DELETE /api/account/passkeys/{id}`: removes one of the caller's passkeys (a recent session). */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => {
  await removePasskey(actor, parseId(params.id));
});

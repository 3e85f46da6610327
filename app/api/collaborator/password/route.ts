import { apiRoute, readJson } from "@/lib/server/route";
import { changeOwnPassword } from "@/lib/services/account";
import { requireEmployee } from "@/lib/core/actor";
import { z } from "zod";

/**
 * `POST /api/collaborator/password` {currentPassword, newPassword}: the collaborator's own (as
 * /api/account/password).
 */
export const POST = apiRoute(async ({ actor, request }) => {
  requireEmployee(actor);
  await changeOwnPassword(actor, await readJson(request, z.unknown()));
});

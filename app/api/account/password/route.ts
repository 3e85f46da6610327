import { apiRoute, readJson } from "@/lib/server/route";
import { changeOwnPassword } from "@/lib/services/account";
import { z } from "zod";

/**
 * `POST /api/account/password` {currentPassword, newPassword} (ADMIN or EMPLOYEE): other sessions
 * end.
 */
export const POST = apiRoute(async ({ actor, request }) => {
  await changeOwnPassword(actor, await readJson(request, z.unknown()));
});

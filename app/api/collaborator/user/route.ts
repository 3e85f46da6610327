import { apiRoute, readJson } from "@/lib/server/route";
import { getOwnProfile, updateOwnProfile } from "@/lib/services/users";
import { z } from "zod";

/** `GET /api/collaborator/user` (EMPLOYEE): their own profile. */
export const GET = apiRoute(async ({ actor }) => getOwnProfile(actor));

/** `PATCH /api/collaborator/user` (EMPLOYEE): own fields; the profile (role) cannot change. */
export const PATCH = apiRoute(async ({ actor, request }) => {
  await updateOwnProfile(actor, await readJson(request, z.unknown()));
});

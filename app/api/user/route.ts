import { apiRoute, queryOf, readJson } from "@/lib/server/route";
import { createUser, listUsers } from "@/lib/services/users";
import { z } from "zod";

/** `GET /api/user?page&per_page&sort&order&name&email&profile&…` (ADMIN). */
export const GET = apiRoute(async ({ request, actor }) => listUsers(actor, queryOf(request)));

/** `POST /api/user` (ADMIN) → 201 `{ success, id }`. */
export const POST = apiRoute(
  async ({ request, actor }) => {
    const { id } = await createUser(actor, await readJson(request, z.unknown()));
    return { success: true, id };
  },
  { status: 201 },
);

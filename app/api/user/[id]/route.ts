import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { deactivateUser, getUser, updateUser } from "@/lib/services/users";
import { z } from "zod";

type Params = { id: string };

/** `GET /api/user/{id}` (ADMIN). */
export const GET = apiRoute<Params>(async ({ actor, params }) =>
  getUser(actor, parseId(params.id)),
);

/** `PATCH /api/user/{id}` (ADMIN): the fields sent; nobody changes their own profile. */
export const PATCH = apiRoute<Params>(async ({ request, actor, params }) => {
  await updateUser(actor, parseId(params.id), await readJson(request, z.unknown()));
});

/** `DELETE /api/user/{id}` (ADMIN): deactivates the user. */
export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deactivateUser(actor, parseId(params.id));
});

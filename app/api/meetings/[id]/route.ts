import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { getMeeting, updateMeeting } from "@/lib/services/meetings";
import { z } from "zod";

type Params = { id: string };

/** `GET /api/meetings/{id}` (ADMIN): with `UserMeeting` and `StatusHistory`. */
export const GET = apiRoute<Params>(async ({ actor, params }) =>
  getMeeting(actor, parseId(params.id)),
);

/** `PATCH /api/meetings/{id}` (ADMIN): a PENDING meeting's fields. */
export const PATCH = apiRoute<Params>(async ({ request, actor, params }) => {
  await updateMeeting(actor, parseId(params.id), await readJson(request, z.unknown()));
});

import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { getMeeting, updateMeeting } from "@/lib/services/meetings";
import { z } from "zod";

type Params = { id: string };

/** `GET /api/meetings/{id}` (ADMIN): with `UserMeeting` and `StatusHistory`. */
export const GET = apiRoute<Params>(async ({ actor, params }) =>
  getMeeting(actor, parseId(params.id)),
);

/**
 * `PATCH /api/meetings/{id}?scope=single|following` (ADMIN): a PENDING meeting's fields; with
 * `following`, also the pending occurrences of its series after it.
 */
export const PATCH = apiRoute<Params>(async ({ request, actor, params }) => {
  const scope = new URL(request.url).searchParams.get("scope");
  await updateMeeting(actor, parseId(params.id), await readJson(request, z.unknown()), scope);
});

import { apiRoute, parseId } from "@/lib/server/route";
import { finishMeeting } from "@/lib/services/meetings";

/** `PATCH /api/meetings/{id}/finish` (ADMIN): PENDING → DONE. */
export const PATCH = apiRoute<{ id: string }>(async ({ actor, params }) => {
  await finishMeeting(actor, parseId(params.id));
});

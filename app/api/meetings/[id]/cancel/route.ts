import { apiRoute, parseId } from "@/lib/server/route";
import { cancelMeeting } from "@/lib/services/meetings";

/** `PATCH /api/meetings/{id}/cancel` (ADMIN): PENDING → CANCELED. */
export const PATCH = apiRoute<{ id: string }>(async ({ actor, params }) => {
  await cancelMeeting(actor, parseId(params.id));
});

import { apiRoute, parseId } from "@/lib/server/route";
import { cancelMeeting } from "@/lib/services/meetings";

/**
 * `PATCH /api/meetings/{id}/cancel?scope=single|following` (ADMIN): PENDING → CANCELED; with
 * `following`, also the pending occurrences of its series after it.
 */
export const PATCH = apiRoute<{ id: string }>(async ({ request, actor, params }) => {
  const scope = new URL(request.url).searchParams.get("scope");
  await cancelMeeting(actor, parseId(params.id), scope);
});

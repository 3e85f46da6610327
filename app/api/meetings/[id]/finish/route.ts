import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { finishMeeting } from "@/lib/services/meetings";
import { z } from "zod";

/**
 * `PATCH /api/meetings/{id}/finish` (ADMIN): PENDING → DONE; optionally with
 * `{ attendance, guests, outcomes }` (without a body, only the move).
 */
export const PATCH = apiRoute<{ id: string }>(async ({ request, actor, params }) => {
  const id = parseId(params.id);
  await finishMeeting(actor, id, await readJson(request, z.unknown(), { optional: true }));
});

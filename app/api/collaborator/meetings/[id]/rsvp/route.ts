import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { answerRsvp } from "@/lib/services/meetings/rsvp";
import { z } from "zod";

/** `PUT /api/collaborator/meetings/{id}/rsvp` `{ answer }` (EMPLOYEE, an invitee): until it starts. */
export const PUT = apiRoute<{ id: string }>(async ({ request, actor, params }) => {
  const id = parseId(params.id);
  return { success: true, ...(await answerRsvp(actor, id, await readJson(request, z.unknown()))) };
});

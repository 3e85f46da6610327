import { apiRoute, queryOf } from "@/lib/server/route";
import { listOwnMeetings } from "@/lib/services/meetings";

/** `GET /api/collaborator/meetings?page&per_page&…` (EMPLOYEE): the meetings they attend. */
export const GET = apiRoute(async ({ request, actor }) => listOwnMeetings(actor, queryOf(request)));

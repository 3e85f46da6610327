import { csvResponse } from "@/lib/server/csv-response";
import { apiRoute, queryOf } from "@/lib/server/route";
import { exportMeetings } from "@/lib/services/list-exports";

/** `GET /api/meetings/export?{the list's filters and sort}` (ADMIN): CSV. */
export const GET = apiRoute(async ({ request, actor }) =>
  csvResponse(await exportMeetings(actor, queryOf(request))),
);

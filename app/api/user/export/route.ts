import { csvResponse } from "@/lib/server/csv-response";
import { apiRoute, queryOf } from "@/lib/server/route";
import { exportUsers } from "@/lib/services/list-exports";

/** `GET /api/user/export?{the list's filters and sort}` (ADMIN): CSV. */
export const GET = apiRoute(async ({ request, actor }) =>
  csvResponse(await exportUsers(actor, queryOf(request))),
);

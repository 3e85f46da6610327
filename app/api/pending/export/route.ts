import { csvResponse } from "@/lib/server/csv-response";
import { apiRoute, queryOf } from "@/lib/server/route";
import { exportPending } from "@/lib/services/finance/pending";

/** `GET /api/pending/export?kind&name` (ADMIN): the pending inbox as CSV. */
export const GET = apiRoute(async ({ request, actor }) =>
  csvResponse(await exportPending(actor, queryOf(request))),
);

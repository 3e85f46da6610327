import { csvResponse } from "@/lib/server/csv-response";
import { apiRoute, queryOf } from "@/lib/server/route";
import { exportAuditEvents } from "@/lib/services/audit/export";

/** `GET /api/audit/export?person&action&from&to` (ADMIN; token scope `read`): CSV. */
export const GET = apiRoute(async ({ request, actor }) =>
  csvResponse(await exportAuditEvents(actor, queryOf(request))),
);

import { csvResponse } from "@/lib/server/csv-response";
import { apiRoute, parseId, queryOf } from "@/lib/server/route";
import { exportTrainingReport } from "@/lib/services/certificates/report-export";

/** `GET /api/training-admin/{id}/report/export?sort&order` (ADMIN): the report as CSV. */
export const GET = apiRoute<{ id: string }>(async ({ request, actor, params }) =>
  csvResponse(await exportTrainingReport(actor, parseId(params.id), queryOf(request))),
);

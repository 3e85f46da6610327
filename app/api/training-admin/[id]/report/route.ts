import { apiRoute, parseId, queryOf } from "@/lib/server/route";
import { trainingReport } from "@/lib/services/certificates/report";

/** `GET /api/training-admin/{id}/report?page&per_page&sort&order` (ADMIN): the training's report. */
export const GET = apiRoute<{ id: string }>(async ({ request, actor, params }) =>
  trainingReport(actor, parseId(params.id), queryOf(request)),
);

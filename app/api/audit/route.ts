import { apiRoute, queryOf } from "@/lib/server/route";
import { listAuditEvents } from "@/lib/services/audit/list";

/** `GET /api/audit?page&per_page&person&action&from&to` (ADMIN; token scope `read`). */
export const GET = apiRoute(async ({ request, actor }) => listAuditEvents(actor, queryOf(request)));

import { apiRoute, queryOf } from "@/lib/server/route";
import { listPending } from "@/lib/services/finance/pending";

/**
 * `GET /api/pending?kind&name&page&per_page` (ADMIN): the PENDING items of every kind, oldest
 * first.
 */
export const GET = apiRoute(async ({ request, actor }) => listPending(actor, queryOf(request)));

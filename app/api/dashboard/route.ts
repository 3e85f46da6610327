import { apiRoute, queryOf } from "@/lib/server/route";
import { dashboard } from "@/lib/services/dashboard";

/** `GET /api/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD` (ADMIN): the admin home's figures. */
export const GET = apiRoute(async ({ request, actor }) => dashboard(actor, queryOf(request)));

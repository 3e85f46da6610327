import { apiRoute, queryOf } from "@/lib/server/route";
import { listEmailFailures } from "@/lib/services/notifications/failures";

/** `GET /api/email-failures?page&per_page` (ADMIN): undelivered e-mails, in the list envelope. */
export const GET = apiRoute(async ({ request, actor }) =>
  listEmailFailures(actor, queryOf(request)),
);

import { apiRoute, queryOf } from "@/lib/server/route";
import { listCertificates } from "@/lib/services/certificates/read";

/** `GET /api/certificates?page&per_page&trainingId&userId` (ADMIN): every certificate. */
export const GET = apiRoute(async ({ request, actor }) =>
  listCertificates(actor, queryOf(request)),
);

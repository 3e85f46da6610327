import { apiRoute } from "@/lib/server/route";
import { ownCertificates } from "@/lib/services/certificates/read";

/** `GET /api/collaborator/certificates` (EMPLOYEE): their certificates, newest first. */
export const GET = apiRoute(async ({ actor }) => ownCertificates(actor));

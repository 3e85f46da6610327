import { clientAddress } from "@/lib/server/client-address";
import { publicRoute } from "@/lib/server/route";
import { decodedSegment } from "@/lib/services/certificates/code";
import { verifyCertificate } from "@/lib/services/certificates/read";

/**
 * `GET /api/verify/{code}` (no sign-in): whether the certificate is valid or revoked, for whom,
 * which training and when; 404 for an unknown code, 429 past the per-address limit.
 */
export const GET = publicRoute(async (request) => {
  const code = decodedSegment(new URL(request.url).pathname.split("/").pop() ?? "");
  return verifyCertificate(code, clientAddress(request.headers));
});

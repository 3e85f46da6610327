import { apiRoute, parseId } from "@/lib/server/route";
import { revokeCertificate } from "@/lib/services/certificates/revoke";

/** `PATCH /api/certificates/{id}/revoke` (ADMIN): the verification page says revoked from now on. */
export const PATCH = apiRoute<{ id: string }>(async ({ actor, params }) => ({
  success: true,
  certificate: await revokeCertificate(actor, parseId(params.id)),
}));

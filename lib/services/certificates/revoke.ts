import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { certificates } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { recordAudit } from "@/lib/services/audit/record";
import { CERTIFICATE_NOT_FOUND, certificateView, type CertificateView } from "./read";

export const ALREADY_REVOKED = "Este certificado já foi revogado";

/**
 * `PATCH /api/certificates/{id}/revoke` (ADMIN): from now on the verification page says revoked
 * (with the day). Irreversible; a second revoke is a 409. Audited.
 */
export async function revokeCertificate(actor: Actor, id: number): Promise<CertificateView> {
  requireAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokedBy: actor.id })
      .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.id, id));
      throw exists ? conflict(ALREADY_REVOKED) : notFound(CERTIFICATE_NOT_FOUND);
    }
    await recordAudit(
      {
        action: "certificate.revoked",
        actor,
        target: { type: "certificate", id },
        details: { userId: row.userId, trainingId: row.trainingId, training: row.trainingTitle },
      },
      tx,
    );
    return certificateView(row);
  });
}

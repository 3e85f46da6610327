import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { certificates } from "@/db/schema";
import { requireAdmin, requireEmployee, requireSignedIn, type Actor } from "@/lib/core/actor";
import { appUrl } from "@/lib/core/env";
import { notFound, tooManyRequests } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { paged } from "@/lib/services/list";
import { certificateListQuerySchema } from "@/lib/validation/certificates";
import type { Paginated } from "@/lib/validation/list";
import { getOrganizationSettings } from "@/lib/services/organization-settings";
import { recordEvent, retryAfterSeconds } from "@/lib/services/throttle";
import { groupedCode, normalizeCode } from "./code";
import { renderCertificatePdf } from "./pdf";

export const CERTIFICATE_NOT_FOUND = "Certificado não encontrado";
/** Lookups of /verify per client address in the throttle's window (15 minutes). */
export const VERIFY_LIMIT = 60;
export const VERIFY_THROTTLED =
  "Muitas consultas de certificados a partir deste endereço. Tente novamente em alguns minutos.";

export const verifyUrlOf = (code: string) => `${appUrl()}/verify/${code}`;
export const certificatePdfPath = (id: number) => `/api/certificates/${id}/pdf`;

/** A certificate as its owner (and admins) see it. */
export type CertificateView = {
  id: number;
  code: string;
  trainingId: number | null;
  training: string;
  workloadHours: number | null;
  completedOn: string;
  issuedAt: string;
  revoked: boolean;
  revokedAt: string | null;
  pdfUrl: string;
  verifyUrl: string;
};

type Row = typeof certificates.$inferSelect;

export const certificateView = (row: Row): CertificateView => ({
  id: row.id,
  code: row.code,
  trainingId: row.trainingId,
  training: row.trainingTitle,
  workloadHours: row.workloadHours,
  completedOn: row.completedOn,
  issuedAt: row.issuedAt.toISOString(),
  revoked: row.revokedAt !== null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  pdfUrl: certificatePdfPath(row.id),
  verifyUrl: verifyUrlOf(row.code),
});

/** `GET /api/collaborator/certificates`: the collaborator's own, newest first. */
export async function ownCertificates(actor: Actor): Promise<{ data: CertificateView[] }> {
  requireEmployee(actor);
  const db = await getDb();
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, actor.id))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return { data: rows.map(certificateView) };
}

/**
 * `GET /api/certificates?trainingId&userId` (ADMIN): every certificate, newest first, with whose
 * it is (the name as issued).
 */
export async function listCertificates(
  actor: Actor,
  rawQuery: unknown,
): Promise<Paginated<CertificateView & { userId: number; personName: string }>> {
  requireAdmin(actor);
  const query = parseWith(certificateListQuerySchema, rawQuery ?? {});
  const where = and(
    query.trainingId === undefined ? undefined : eq(certificates.trainingId, query.trainingId),
    query.userId === undefined ? undefined : eq(certificates.userId, query.userId),
  );
  const db = await getDb();
  return paged(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(certificates)
          .where(where)
          .orderBy(desc(certificates.issuedAt), desc(certificates.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...certificateView(row), userId: row.userId, personName: row.personName })),
    { executor: db, from: certificates, where },
  );
}

/** The PDF of a certificate, for its owner or an admin; anyone else gets a 404. */
export async function certificatePdf(
  actor: Actor,
  id: number,
): Promise<{ bytes: Uint8Array; filename: string }> {
  requireSignedIn(actor);
  const db = await getDb();
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row || (actor.profile !== "ADMIN" && row.userId !== actor.id))
    throw notFound(CERTIFICATE_NOT_FOUND);
  const bytes = await renderCertificatePdf({
    organization: (await getOrganizationSettings(db)).name,
    personName: row.personName,
    trainingTitle: row.trainingTitle,
    workloadHours: row.workloadHours,
    completedOn: row.completedOn,
    code: row.code,
    verifyUrl: verifyUrlOf(row.code),
  });
  return { bytes, filename: `certificado-${row.code}.pdf` };
}

/** What anyone may learn of a certificate by its code: no e-mail, no document, no ids. */
export type PublicCertificate = {
  status: "valid" | "revoked";
  code: string;
  personName: string;
  training: string;
  workloadHours: number | null;
  completedOn: string;
  revokedAt: string | null;
};

/**
 * `/verify/{code}` and `GET /api/verify/{code}`, without sign-in: counted per client address
 * (VERIFY_LIMIT lookups in 15 minutes, then 429 with Retry-After); an unknown code is a 404.
 */
export async function verifyCertificate(
  rawCode: string,
  address: string,
): Promise<PublicCertificate> {
  const bucket = { key: `verify:${address}`, limit: VERIFY_LIMIT };
  const wait = await retryAfterSeconds([bucket]);
  if (wait) throw tooManyRequests(VERIFY_THROTTLED, wait);
  await recordEvent([bucket.key]);
  const code = normalizeCode(rawCode);
  if (!code) throw notFound(CERTIFICATE_NOT_FOUND);
  const db = await getDb();
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return {
    status: row.revokedAt ? "revoked" : "valid",
    code: groupedCode(row.code),
    personName: row.personName,
    training: row.trainingTitle,
    workloadHours: row.workloadHours,
    completedOn: row.completedOn,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import {
  anonymizations,
  certificates,
  emailOutbox,
  loginFailures,
  notifications,
  users,
} from "@/db/schema";
import type { Transaction } from "@/db";
import { requireAdmin, requireEmployee, type Actor } from "@/lib/core/actor";
import { badRequest, conflict, forbidden, notFound } from "@/lib/core/errors";
import { recordAudit } from "./audit/record";

export const ANONYMIZE_CONFIRM_MISMATCH = "Digite o e-mail do usuário para confirmar";
export const ANONYMIZE_ACTIVE = "Exclua (desative) o usuário antes de anonimizá-lo";
export const ANONYMIZE_DONE = "Este usuário já foi anonimizado";

/** What an anonymised person's certificates say instead of the name (no id: the page is public). */
export const ANONYMIZED_CERTIFICATE_NAME = "Titular anonimizado";

/** The name an anonymised user keeps, so finance items still show whose they were. */
export const anonymizedName = (id: number) => ({
  firstName: "Titular",
  lastName: `anonimizado #${id}`,
});

/**
 * LGPD art. 18 IV/VI: erases the personal fields of a deactivated user, irreversibly. Name,
 * e-mail, phone, document, birth date, Instagram and PIX key are replaced or cleared, the
 * password is removed and `tokenVersion` bumped (every session and API token dies), failed
 * sign-ins keyed by the e-mail are deleted. Finance items, their values, history and receipts
 * stay (accounting retention), linked to 'Titular anonimizado #id'. The admin confirms by
 * typing the user's e-mail; who and when is recorded in `anonymizations`.
 */
export async function anonymizeUser(actor: Actor, id: number, body: unknown): Promise<void> {
  requireAdmin(actor);
  if (id === actor.id) throw forbidden("Você não pode anonimizar o próprio usuário");
  const db = await getDb();
  await db.transaction((tx) => erase(tx, actor, id, typedEmail(body), { mustBeInactive: true }));
}

/**
 * 'Excluir meus dados': the collaborator deletes and anonymises their own account at once,
 * confirmed by typing their e-mail; the same erasure as the admin's, recorded with themselves
 * as the actor. Their session dies with it.
 */
export async function anonymizeOwnAccount(actor: Actor, body: unknown): Promise<void> {
  requireEmployee(actor);
  const db = await getDb();
  await db.transaction((tx) =>
    erase(tx, actor, actor.id, typedEmail(body), { mustBeInactive: false }),
  );
}

const typedEmail = (body: unknown) =>
  typeof (body as { email?: unknown })?.email === "string"
    ? String((body as { email: string }).email)
        .trim()
        .toLowerCase()
    : "";

async function erase(
  tx: Transaction,
  actor: Actor,
  id: number,
  typed: string,
  options: { mustBeInactive: boolean },
): Promise<void> {
  const [user] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      active: users.active,
      anonymizedAt: users.anonymizedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  if (!user) throw notFound("Usuário não encontrado");
  if (user.anonymizedAt) throw conflict(ANONYMIZE_DONE);
  if (options.mustBeInactive && user.active) throw conflict(ANONYMIZE_ACTIVE);
  if (!typed || typed !== user.email.toLowerCase())
    throw badRequest(ANONYMIZE_CONFIRM_MISMATCH, { email: [ANONYMIZE_CONFIRM_MISMATCH] });

  await tx.delete(loginFailures).where(eq(loginFailures.key, `email:${user.email.toLowerCase()}`));
  await eraseFromNotifications(tx, id, user);
  await tx
    .update(users)
    .set({
      ...anonymizedName(id),
      // A reserved domain (RFC 2606): unique, never deliverable, no trace of the old address.
      email: `anonimizado-${id}@anonimizado.invalid`,
      phone: "00000000000",
      document: null,
      birthDate: "1900-01-01",
      instagram: null,
      pixKey: null,
      pixKeyType: null,
      pixKeyNeedsReview: false,
      passwordHash: "!",
      active: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      anonymizedAt: new Date(),
    })
    .where(eq(users.id, id));
  // Certificates stay verifiable (the training and the day), but no longer say whose they were.
  await tx
    .update(certificates)
    .set({ personName: ANONYMIZED_CERTIFICATE_NAME })
    .where(eq(certificates.userId, id));
  await tx.insert(anonymizations).values({ userId: id, actorId: actor.id });
  const details = { own: actor.id === id };
  await recordAudit(
    { action: "user.anonymized", actor, target: { type: "user", id }, details },
    tx,
  );
}

/**
 * Notifications are not retained records: the person's own inbox and the e-mails addressed to
 * them go, and the other people's notifications that named them now name 'Titular anonimizado #id'.
 */
async function eraseFromNotifications(
  tx: Transaction,
  id: number,
  user: { email: string; firstName: string; lastName: string },
): Promise<void> {
  const own = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, id));
  await tx.delete(emailOutbox).where(inArray(emailOutbox.notificationId, own));
  await tx
    .delete(emailOutbox)
    .where(sql`lower(${emailOutbox.toEmail}) = ${user.email.toLowerCase()}`);
  await tx.delete(notifications).where(eq(notifications.userId, id));
  const anonymous = `${anonymizedName(id).firstName} ${anonymizedName(id).lastName}`;
  for (const [from, to] of [
    [`${user.firstName} ${user.lastName}`, anonymous],
    [user.email, `anonimizado-${id}@anonimizado.invalid`],
  ]) {
    await tx.update(notifications).set({
      title: sql`replace(${notifications.title}, ${from}, ${to})`,
      body: sql`replace(${notifications.body}, ${from}, ${to})`,
    });
    await tx.update(emailOutbox).set({
      subject: sql`replace(${emailOutbox.subject}, ${from}, ${to})`,
      text: sql`replace(${emailOutbox.text}, ${from}, ${to})`,
      html: sql`replace(${emailOutbox.html}, ${from}, ${to})`,
      ics: sql`replace(${emailOutbox.ics}, ${from}, ${to})`,
    });
  }
}

/** Who anonymised the user and when, or null. */
export async function anonymizationOf(
  actor: Actor,
  id: number,
): Promise<{ actorId: number; createdAt: string } | null> {
  requireAdmin(actor);
  const db = await getDb();
  const [row] = await db.select().from(anonymizations).where(eq(anonymizations.userId, id));
  return row ? { actorId: row.actorId, createdAt: row.createdAt.toISOString() } : null;
}

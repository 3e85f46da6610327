import "server-only";
import { createHmac } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/server";
import { getDb, type Executor } from "@/db";
import { passkeys, userSessions } from "@/db/schema";
import { requireSignedIn, type Actor } from "@/lib/core/actor";
import { authSecret } from "@/lib/core/env";
import { badRequest, conflict, forbidden, notFound } from "@/lib/core/errors";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { parseWith } from "@/lib/core/input";
import { requirePerson } from "@/lib/core/scopes";
import {
  MAX_PASSKEYS,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
} from "@/lib/validation/passkeys";
import { recordAudit } from "./audit/record";
import {
  consumeChallenge,
  issueChallenge,
  PROMPT_TIMEOUT_MS,
  relyingParty,
} from "./passkeys-challenges";
import { markSessionTwoFactor } from "./session";

export { MAX_PASSKEYS };
/** Removing a passkey needs a session opened this recently (a stolen, older session cannot). */
export const RECENT_SESSION_MS = 15 * 60 * 1000;

export const TOO_MANY_PASSKEYS = `Você já tem ${MAX_PASSKEYS} chaves de acesso. Remova uma para adicionar outra.`;
export const PASSKEY_NOT_VERIFIED = "Não foi possível confirmar a chave de acesso. Tente de novo.";
export const PASSKEY_ALREADY_ADDED = "Esta chave de acesso já está cadastrada.";
export const PASSKEY_NOT_FOUND = "Chave de acesso não encontrada";
export const SESSION_NOT_RECENT =
  "Por segurança, saia e entre de novo para remover uma chave de acesso (a sessão tem mais de 15 minutos).";

export type PasskeyView = {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

const viewColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

const toView = (row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }) =>
  ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }) satisfies PasskeyView;

/** The passkey `id` when it is the actor's own: anyone else's reads as not there. */
const ownPasskey = (actor: Actor, id: number) =>
  and(eq(passkeys.id, id), eq(passkeys.userId, actor.id));

/** Only the person themselves, in a session of their own (never an API token), manages passkeys. */
function requireOwner(actor: Actor): void {
  requireSignedIn(actor);
  requirePerson(actor);
}

/**
 * The WebAuthn user handle: stable per person (an authenticator keeps one passkey per account
 * and site) and meaningless outside Membros, so it carries neither the id nor the e-mail.
 */
const userHandle = (userId: number) =>
  new Uint8Array(
    createHmac("sha256", authSecret()).update(`passkey-user:${userId}`).digest(),
  ).slice(0, 32);

const auditPasskey = (
  action: "passkey.added" | "passkey.removed",
  actor: Actor,
  passkey: { id: number; name: string },
  tx: Executor,
) =>
  recordAudit(
    { action, actor, target: { type: "passkey", id: passkey.id }, details: { name: passkey.name } },
    tx,
  );

/** The actor's passkeys, oldest first. */
export async function listOwnPasskeys(actor: Actor): Promise<PasskeyView[]> {
  requireOwner(actor);
  const db = await getDb();
  const rows = await db
    .select(viewColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toView);
}

/** Whether a person has any passkey (the second-factor step offers it then). */
export async function hasPasskeys(userId: number): Promise<boolean> {
  return (await ownCount(userId)) > 0;
}

async function ownCount(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/**
 * What the browser needs to make a passkey for the actor: a discoverable credential (so signing
 * in needs no e-mail) with user verification (a PIN or biometrics on the device: together with
 * holding it, two factors). Passkeys already held are excluded, so one device is added once.
 */
export async function passkeyRegistrationOptions(
  actor: Actor,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  requireOwner(actor);
  if ((await ownCount(actor.id)) >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
  const db = await getDb();
  const held = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id));
  const rp = relyingParty();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: actor.email,
    userDisplayName: actor.fullName,
    userID: userHandle(actor.id),
    challenge: await issueChallenge("registration", actor.id),
    timeout: PROMPT_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: held,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/**
 * Checks the browser's answer to `passkeyRegistrationOptions` (its challenge, once, for this
 * person; the origin and relying party of APP_URL; user verification) and keeps the passkey
 * under the given name. The session that made it now counts as confirmed by a second factor.
 */
export async function registerPasskey(actor: Actor, body: unknown): Promise<PasskeyView> {
  requireOwner(actor);
  const input = parseWith(passkeyRegistrationSchema, body ?? {});
  if ((await ownCount(actor.id)) >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
  const rp = relyingParty();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: (challenge) => consumeChallenge(challenge, "registration", actor.id),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw badRequest(PASSKEY_NOT_VERIFIED, { response: [PASSKEY_NOT_VERIFIED] });
  }
  if (!verification.verified)
    throw badRequest(PASSKEY_NOT_VERIFIED, { response: [PASSKEY_NOT_VERIFIED] });
  const { credential } = verification.registrationInfo;
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(passkeys)
        .values({
          userId: actor.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: (credential.transports ?? input.response.response.transports ?? []).slice(
            0,
            10,
          ),
          name: input.name,
        })
        .returning(viewColumns);
      await auditPasskey("passkey.added", actor, added, tx);
      return added;
    });
    await markSessionTwoFactor(actor);
    return toView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PASSKEY_ALREADY_ADDED);
    throw error;
  }
}

/** A new name for one of the actor's own passkeys (404 for anyone else's). */
export async function renamePasskey(actor: Actor, id: number, body: unknown): Promise<PasskeyView> {
  requireOwner(actor);
  const { name } = parseWith(passkeyRenameSchema, body ?? {});
  const db = await getDb();
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(ownPasskey(actor, id))
    .returning(viewColumns);
  if (!row) throw notFound(PASSKEY_NOT_FOUND);
  return toView(row);
}

/** 403 unless the actor's session was opened within RECENT_SESSION_MS. */
async function requireRecentSession(actor: Actor): Promise<void> {
  if (!actor.sessionId) throw forbidden(SESSION_NOT_RECENT);
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: userSessions.createdAt })
    .from(userSessions)
    .where(and(eq(userSessions.id, actor.sessionId), eq(userSessions.userId, actor.id)));
  if (!row || Date.now() - row.createdAt.getTime() > RECENT_SESSION_MS)
    throw forbidden(SESSION_NOT_RECENT);
}

/** Removes one of the actor's own passkeys (404 for anyone else's); needs a recent session. */
export async function removePasskey(actor: Actor, id: number): Promise<void> {
  requireOwner(actor);
  const db = await getDb();
  const [own] = await db.select({ id: passkeys.id }).from(passkeys).where(ownPasskey(actor, id));
  if (!own) throw notFound(PASSKEY_NOT_FOUND);
  await requireRecentSession(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(ownPasskey(actor, id))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (!row) throw notFound(PASSKEY_NOT_FOUND);
    await auditPasskey("passkey.removed", actor, row, tx);
  });
}

/**
 * Every passkey of `userId`, for an admin's reset of someone's second factor (its caller checks
 * who may do that and records it). Returns how many went.
 */
export async function deletePasskeysOf(executor: Executor, userId: number): Promise<number> {
  const rows = await executor
    .delete(passkeys)
    .where(eq(passkeys.userId, userId))
    .returning({ id: passkeys.id });
  return rows.length;
}

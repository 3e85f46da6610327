import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { getDb } from "@/db";
import { userRecoveryCodes, users, userTotp } from "@/db/schema";
import { requireAdmin, requireSignedIn, type Actor } from "@/lib/core/actor";
import { badRequest, conflict, notFound, tooManyRequests } from "@/lib/core/errors";
import { parseWith, type Id } from "@/lib/core/input";
import { verifyPassword } from "@/lib/core/password";
import {
  CODE_INVALID,
  confirmSetupSchema,
  secondFactorProofSchema,
  stepUpSchema,
} from "@/lib/validation/two-factor";
import { recordAudit } from "./audit/record";
import { deletePasskeysOf, hasPasskeys } from "./passkeys";
import { markSessionTwoFactor } from "./session";
import { clearBucket, recordEvent, retryAfterSeconds } from "./throttle";
import { secondFactorRequiredFor } from "./two-factor-policy";
import {
  consumeSecondFactor,
  matchingStep,
  replaceRecoveryCodes,
  sealSecret,
  totpOf,
  unsealSecret,
  unusedRecoveryCodes,
  userHasTotp,
} from "./two-factor-codes";

export { userHasTotp };

/** Wrong codes (or passwords) per person in Configurações and on /two-factor, as for passwords. */
export const MAX_WRONG_SECOND_FACTOR = 5;
export const REQUIRED_BY_ORGANIZATION =
  "A organização exige verificação em duas etapas: ela não pode ser desativada.";
export const ALREADY_ON = "A verificação em duas etapas já está ativada";
const SETUP_NOT_STARTED = "Comece a ativação novamente";

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

export async function twoFactorStatus(actor: Actor): Promise<TwoFactorStatus> {
  requireSignedIn(actor);
  const enabled = await userHasTotp(actor.id);
  return { enabled, recoveryCodesLeft: enabled ? await unusedRecoveryCodes(actor.id) : 0 };
}

/** The same counter as wrong passwords (login_failures), keyed by person: guessing stays slow. */
async function guarded<T>(actor: Actor, check: () => Promise<T | null>): Promise<T | null> {
  const bucket = { key: `second-factor:${actor.id}`, limit: MAX_WRONG_SECOND_FACTOR };
  const wait = await retryAfterSeconds([bucket]);
  if (wait) throw tooManyRequests(undefined, wait);
  const result = await check();
  if (result === null) {
    await recordEvent([bucket.key]);
    return null;
  }
  await clearBucket(bucket.key);
  return result;
}

const wrongCode = () => badRequest(CODE_INVALID, { code: [CODE_INVALID] });

/**
 * 'Ativar': a new secret, its otpauth:// URI and the QR code (an SVG data URL) for the app. It
 * signs nobody in until confirmed with a code; starting again replaces an unconfirmed one.
 */
export async function startTotpSetup(
  actor: Actor,
): Promise<{ secret: string; uri: string; qrCode: string }> {
  requireSignedIn(actor);
  if (await userHasTotp(actor.id)) throw conflict(ALREADY_ON);
  const secret = new OTPAuth.Secret({ size: 20 });
  const sealed = sealSecret(actor.id, secret);
  const db = await getDb();
  await db
    .insert(userTotp)
    .values({ userId: actor.id, secretEncrypted: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEncrypted: sealed, lastUsedStep: null, updatedAt: new Date() },
      setWhere: isNull(userTotp.confirmedAt),
    });
  const uri = totpOf(secret, actor.email).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    secret: secret.base32,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * 'Confirmar': the app's first code turns the second factor on. The ten recovery codes are
 * returned this once; the session that did it counts as confirmed with a second factor.
 */
export async function confirmTotpSetup(
  actor: Actor,
  body: unknown,
): Promise<{ recoveryCodes: string[] }> {
  requireSignedIn(actor);
  const { code } = parseWith(confirmSetupSchema, body ?? {});
  const db = await getDb();
  const [row] = await db
    .select({ sealed: userTotp.secretEncrypted, confirmedAt: userTotp.confirmedAt })
    .from(userTotp)
    .where(eq(userTotp.userId, actor.id));
  if (row?.confirmedAt) throw conflict(ALREADY_ON);
  const secret = row && unsealSecret(actor.id, row.sealed);
  if (!secret) throw badRequest(SETUP_NOT_STARTED, { code: [SETUP_NOT_STARTED] });
  const step = await guarded(actor, async () => matchingStep(secret, code));
  if (step === null) throw wrongCode();
  const recoveryCodes = await db.transaction(async (tx) => {
    const confirmed = await tx
      .update(userTotp)
      .set({ confirmedAt: new Date(), lastUsedStep: step, updatedAt: new Date() })
      .where(and(eq(userTotp.userId, actor.id), isNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    if (!confirmed.length) throw conflict(ALREADY_ON);
    const codes = await replaceRecoveryCodes(tx, actor.id);
    await recordAudit({ action: "two_factor.enabled", actor, target: userTarget(actor.id) }, tx);
    return codes;
  });
  await markSessionTwoFactor(actor);
  return { recoveryCodes };
}

const userTarget = (id: number) => ({ type: "user", id });

/** A current code (app or recovery) or the password: what turning off and new codes ask for. */
async function requireProof(actor: Actor, body: unknown): Promise<void> {
  const proof = parseWith(secondFactorProofSchema, body ?? {});
  const ok = await guarded(actor, async () => {
    if (proof.code) {
      const method = await consumeSecondFactor(actor.id, proof.code);
      if (method === "recovery") await auditRecoveryCodeUsed(actor);
      return method;
    }
    const db = await getDb();
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, actor.id));
    return row && (await verifyPassword(row.hash, proof.password ?? "")) ? true : null;
  });
  if (ok === null) {
    const field = proof.code ? "code" : "password";
    const message = proof.code ? CODE_INVALID : "A senha está incorreta";
    throw badRequest(message, { [field]: [message] });
  }
}

const auditRecoveryCodeUsed = (actor: Actor) =>
  recordAudit({
    action: "two_factor.recovery_code_used",
    actor,
    target: userTarget(actor.id),
  });

/** 'Desativar': with a current code or the password; refused while the organisation requires it. */
export async function disableTotp(actor: Actor, body: unknown): Promise<void> {
  requireSignedIn(actor);
  if (!(await userHasTotp(actor.id)))
    throw notFound("A verificação em duas etapas não está ativada");
  if (await secondFactorRequiredFor(actor.profile)) throw conflict(REQUIRED_BY_ORGANIZATION);
  await requireProof(actor, body);
  await removeSecondFactor(actor.id);
  await recordAudit({ action: "two_factor.disabled", actor, target: userTarget(actor.id) });
}

/** 'Gerar novos códigos': ten new recovery codes (the old ones stop working), shown once. */
export async function regenerateRecoveryCodes(
  actor: Actor,
  body: unknown,
): Promise<{ recoveryCodes: string[] }> {
  requireSignedIn(actor);
  if (!(await userHasTotp(actor.id)))
    throw notFound("A verificação em duas etapas não está ativada");
  await requireProof(actor, body);
  const db = await getDb();
  return { recoveryCodes: await db.transaction((tx) => replaceRecoveryCodes(tx, actor.id)) };
}

/**
 * /two-factor for a session that owes the organisation's second factor: a code (app or recovery)
 * confirms this session.
 */
export async function stepUpSecondFactor(actor: Actor, body: unknown): Promise<void> {
  requireSignedIn(actor);
  const { code } = parseWith(stepUpSchema, body ?? {});
  const method = await guarded(actor, () => consumeSecondFactor(actor.id, code));
  if (method === null) throw wrongCode();
  if (method === "recovery") await auditRecoveryCodeUsed(actor);
  await markSessionTwoFactor(actor);
}

async function removeSecondFactor(userId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  });
}

/**
 * 'Redefinir verificação em duas etapas' (ADMIN), for someone who lost their phone: their app
 * and recovery codes are removed; they sign in with the password again (and set a new one up
 * if the organisation requires it). Every second factor of the person goes through here.
 */
export async function resetSecondFactor(actor: Actor, userId: Id | number): Promise<void> {
  requireAdmin(actor);
  if (userId === actor.id)
    throw badRequest("Para a sua própria conta, use Configurações › Verificação em duas etapas");
  const db = await getDb();
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound("Usuário não encontrado");
  await removeSecondFactor(userId);
  // Passkeys are a second factor too: a reset leaves the person with their password alone.
  const passkeysRemoved = await deletePasskeysOf(db, userId);
  await recordAudit({
    action: "two_factor.reset",
    actor,
    target: userTarget(userId),
    details: { passkeysRemoved },
  });
}

/** Whether another person has a second factor, for the admin's user page. */
export async function secondFactorOfUser(actor: Actor, userId: number): Promise<boolean> {
  requireAdmin(actor);
  return (await userHasTotp(userId)) || (await hasPasskeys(userId));
}

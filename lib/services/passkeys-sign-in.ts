import "server-only";
import { and, eq } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { getDb } from "@/db";
import { passkeys, profiles, users } from "@/db/schema";
import { requireSignedIn, type Actor, type ProfileLabel } from "@/lib/core/actor";
import { passwordSignInAllowed } from "@/lib/core/env";
import { badRequest, tooManyRequests } from "@/lib/core/errors";
import { authenticationResponseSchema } from "@/lib/validation/passkeys";
import { recordAudit } from "./audit/record";
import { homeFor, type AuthenticatedUser } from "./auth";
import {
  consumeChallenge,
  issueChallenge,
  PROMPT_TIMEOUT_MS,
  relyingParty,
} from "./passkeys-challenges";
import { identityColumns, markSessionTwoFactor, openSession } from "./session";
import { clearBucket, recordEvent, retryAfterSeconds, type Bucket } from "./throttle";

/** Sign-in options handed to one client address per throttle window. */
export const MAX_OPTIONS_PER_ADDRESS = 300;
/** Failed answers from one client address with no known passkey (as for passwords). */
export const MAX_PASSKEY_FAILURES_PER_ADDRESS = 30;
/** Failed answers naming one known passkey, or one person confirming their session. */
export const MAX_PASSKEY_FAILURES = 5;

export type PasskeyFailure =
  "invalid" | "unknown" | "deactivated" | "expired" | "profile" | "sso_only";

/** What the login screen says for each refusal. */
export const PASSKEY_FAILURES: Record<PasskeyFailure, string> = {
  invalid: "Não foi possível confirmar a chave de acesso. Tente de novo.",
  unknown: "Chave de acesso não reconhecida: ela pode ter sido removida. Entre com e-mail e senha.",
  deactivated: "Este usuário está desativado. Procure um administrador.",
  expired: "O pedido da chave de acesso expirou. Tente de novo.",
  profile: "Perfil não encontrado",
  sso_only: "Esta organização entra pelo login único: use o botão da sua organização.",
};

export type PasskeySignInOutcome =
  | { ok: true; user: AuthenticatedUser; sessionId: string }
  | { ok: false; reason: PasskeyFailure | "throttled"; retryAfter?: number };

const rp = relyingParty;

async function optionsFor(userId: number | null, allow?: { id: string; transports: string[] }[]) {
  return generateAuthenticationOptions({
    rpID: rp().id,
    challenge: await issueChallenge("authentication", userId),
    timeout: PROMPT_TIMEOUT_MS,
    userVerification: "required",
    allowCredentials: allow,
  });
}

/**
 * `POST /api/passkey-auth/options`: a challenge for signing in with any passkey of this site
 * (no e-mail: the browser offers the person's passkeys). Anyone may ask, so each address gets
 * a bounded number per window, which also bounds the stored challenges.
 */
export async function passkeySignInOptions(client: {
  address: string;
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const bucket = { key: `passkey-options:${client.address}`, limit: MAX_OPTIONS_PER_ADDRESS };
  const wait = await retryAfterSeconds([bucket]);
  if (wait) throw tooManyRequests(undefined, wait);
  await recordEvent([bucket.key]);
  return optionsFor(null);
}

type Found = Awaited<ReturnType<typeof findPasskey>>;

async function findPasskey(credentialId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      passkeyId: passkeys.id,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      ...identityColumns,
      profileId: users.profileId,
      active: users.active,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(passkeys.credentialId, credentialId));
  return row as typeof row | undefined;
}

/**
 * Checks an assertion against a stored passkey: the challenge (once, of this purpose and
 * person), origin, relying party, user verification, signature and counter. A counter that
 * does not move forward means a copied authenticator and is refused (the library throws).
 */
async function verifyAssertion(
  response: ReturnType<typeof authenticationResponseSchema.parse>,
  found: NonNullable<Found>,
  challengeUser: number | null,
): Promise<
  { ok: true; newCounter: number } | { ok: false; reason: "expired" | "invalid" | "counter" }
> {
  let challengeKnown: boolean | undefined;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) =>
        (challengeKnown = await consumeChallenge(challenge, "authentication", challengeUser)),
      expectedOrigin: rp().origin,
      expectedRPID: rp().id,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(Buffer.from(found.publicKey, "base64url")),
        counter: found.counter,
        transports: found.transports,
      },
      requireUserVerification: true,
    });
    return verified
      ? { ok: true, newCounter: authenticationInfo.newCounter }
      : { ok: false, reason: "invalid" };
  } catch (error) {
    if (challengeKnown === false) return { ok: false, reason: "expired" };
    const counter = error instanceof Error && /counter/i.test(error.message);
    return { ok: false, reason: counter ? "counter" : "invalid" };
  }
}

/**
 * Keeps the new counter and the last use. Only from the counter that was checked: of two answers
 * racing with the same counter, the second finds it moved and is refused as a copy would be.
 */
async function recordUse(found: NonNullable<Found>, newCounter: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, found.passkeyId), eq(passkeys.counter, found.counter)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

async function refuse(
  reason: PasskeyFailure | "counter",
  buckets: Bucket[],
  found: Found,
  count = true,
): Promise<PasskeySignInOutcome> {
  if (count) await recordEvent(buckets.map((b) => b.key));
  await recordAudit({
    action: "auth.sign_in_failed",
    actor: null,
    target: found ? { type: "user", id: found.id } : null,
    details: { method: "passkey", reason, ...(found ? { passkeyId: found.passkeyId } : {}) },
  });
  return { ok: false, reason: reason === "counter" ? "invalid" : reason };
}

/**
 * Signs a person in with a passkey alone: the browser's answer to `passkeySignInOptions`. The
 * credential id finds the passkey and its owner; a verified answer opens a session that counts
 * as two factors (the device, unlocked by its PIN or biometrics). Failures are counted per known
 * passkey, or per client address when none is named, so guesses cannot lock a person out.
 */
export async function signInWithPasskey(
  body: unknown,
  client: { address: string },
): Promise<PasskeySignInOutcome> {
  const addressBucket = {
    key: `passkey-ip:${client.address}`,
    limit: MAX_PASSKEY_FAILURES_PER_ADDRESS,
  };
  const parsed = authenticationResponseSchema.safeParse(body);
  const found = parsed.success ? await findPasskey(parsed.data.id) : undefined;
  const buckets = found
    ? [{ key: `passkey:${found.passkeyId}`, limit: MAX_PASSKEY_FAILURES }]
    : [addressBucket];
  const wait = await retryAfterSeconds(buckets);
  if (wait) return { ok: false, reason: "throttled", retryAfter: wait };
  if (!parsed.success) return refuse("invalid", buckets, found);
  if (!found) return refuse("unknown", buckets, found);
  const checked = await verifyAssertion(parsed.data, found, null);
  if (!checked.ok) return refuse(checked.reason, buckets, found);
  // Only someone holding the passkey learns that its owner was deactivated.
  if (!found.active) return refuse("deactivated", buckets, found, false);
  const profile = found.profile as ProfileLabel;
  if (!homeFor(profile)) return refuse("profile", buckets, found, false);
  // OIDC_ONLY: the organisation's provider is the way in, for passkeys as for passwords.
  if (!passwordSignInAllowed(found.email)) return refuse("sso_only", buckets, found, false);
  if (!(await recordUse(found, checked.newCounter))) return refuse("counter", buckets, found);
  await clearBucket(buckets[0].key);
  const user: AuthenticatedUser = {
    id: found.id,
    firstName: found.firstName,
    lastName: found.lastName,
    email: found.email,
    tokenVersion: found.tokenVersion,
    profileId: found.profileId,
    profile,
  };
  const sessionId = await openSession(user.id, "browser", { twoFactor: true });
  const actor: Actor = {
    id: user.id,
    profile,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    sessionId,
    twoFactor: true,
  };
  await recordAudit({
    action: "auth.sign_in",
    actor,
    target: { type: "user", id: user.id },
    details: { method: "passkey", passkeyId: found.passkeyId },
  });
  return { ok: true, user, sessionId };
}

/**
 * Options for a signed-in person to confirm their session with one of their own passkeys (the
 * second-factor step): the browser offers only those.
 */
export async function passkeyConfirmOptions(
  actor: Actor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  requireSignedIn(actor);
  const db = await getDb();
  const own = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id));
  if (!own.length) throw badRequest("Você ainda não tem chave de acesso.");
  return optionsFor(actor.id, own);
}

/**
 * Confirms the actor's session with one of their own passkeys: it then counts as two factors.
 * A passkey of someone else is refused like an unknown one.
 */
export async function confirmSessionWithPasskey(actor: Actor, body: unknown): Promise<void> {
  requireSignedIn(actor);
  const bucket = { key: `passkey-confirm:${actor.id}`, limit: MAX_PASSKEY_FAILURES };
  const wait = await retryAfterSeconds([bucket]);
  if (wait) throw tooManyRequests(undefined, wait);
  const parsed = authenticationResponseSchema.safeParse(body);
  const found = parsed.success ? await findPasskey(parsed.data.id) : undefined;
  const fail = async (reason: PasskeyFailure) => {
    await recordEvent([bucket.key]);
    return badRequest(PASSKEY_FAILURES[reason], { response: [PASSKEY_FAILURES[reason]] });
  };
  if (!parsed.success) throw await fail("invalid");
  if (!found || found.id !== actor.id) throw await fail("unknown");
  const checked = await verifyAssertion(parsed.data, found, actor.id);
  if (!checked.ok) throw await fail(checked.reason === "expired" ? "expired" : "invalid");
  if (!(await recordUse(found, checked.newCounter))) throw await fail("invalid");
  await clearBucket(bucket.key);
  await markSessionTwoFactor(actor);
}

import "server-only";
import { randomInt } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { getDb, type Executor } from "@/db";
import { userRecoveryCodes, userTotp } from "@/db/schema";
import { keyedHash, seal, unseal } from "@/lib/core/secret-box";

/**
 * The second factor's codes, below the actor-facing service (two-factor.ts) and sign-in
 * (auth.ts): the TOTP seed sealed with a key from AUTH_SECRET, RFC 6238 codes (SHA-1, 6 digits,
 * 30 s, ±1 step) accepted once, and one-time recovery codes kept as keyed hashes.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Membros";
const SECRET_PURPOSE = "membros totp secret";
const RECOVERY_PURPOSE = "membros recovery code";

export function totpOf(secret: OTPAuth.Secret, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });
}

export const sealSecret = (userId: number, secret: OTPAuth.Secret) =>
  seal(SECRET_PURPOSE, secret.base32, `user:${userId}`);

export function unsealSecret(userId: number, sealed: string): OTPAuth.Secret | null {
  const base32 = unseal(SECRET_PURPOSE, sealed, `user:${userId}`);
  return base32 ? OTPAuth.Secret.fromBase32(base32) : null;
}

const digitsOnly = (code: string) => code.replace(/\s+/g, "");
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(digitsOnly(code));

/** The time step a code of `secret` matches now (±1 step), or null. */
export function matchingStep(secret: OTPAuth.Secret, code: string): number | null {
  const now = Date.now();
  const delta = totpOf(secret, "").validate({
    token: digitsOnly(code),
    timestamp: now,
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

// ─── Recovery codes ──────────────────────────────────────────────────────────────────────────

// No 0/o, 1/l/i: read off paper and typed again.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const normalRecovery = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");
const hashRecovery = (code: string) => keyedHash(RECOVERY_PURPOSE, normalRecovery(code));

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Ten new recovery codes for `userId`, replacing any: the plain codes are returned once. */
export async function replaceRecoveryCodes(db: Executor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecovery(code) })));
  return codes;
}

export async function unusedRecoveryCodes(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ─── Checking a code ─────────────────────────────────────────────────────────────────────────

export type SecondFactorMethod = "totp" | "recovery";

/**
 * Whether `code` is a valid second factor of `userId` right now, consuming it: an app code is
 * accepted only for a time step after the last accepted one (so once, RFC 6238 §5.2), a recovery
 * code only once. Both are conditional UPDATEs, so two requests racing with one code cannot both
 * win. Null when wrong, replayed, or the person has no confirmed TOTP.
 */
export async function consumeSecondFactor(
  userId: number,
  code: string,
): Promise<SecondFactorMethod | null> {
  const db = await getDb();
  const [row] = await db
    .select({ sealed: userTotp.secretEncrypted })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  if (!row) return null;
  if (looksLikeTotp(code)) {
    const secret = unsealSecret(userId, row.sealed);
    const step = secret && matchingStep(secret, code);
    if (step === null || step === undefined) return null;
    const accepted = await db
      .update(userTotp)
      .set({ lastUsedStep: step, updatedAt: new Date() })
      .where(
        and(
          eq(userTotp.userId, userId),
          or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTotp.userId });
    return accepted.length ? "totp" : null;
  }
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, hashRecovery(code)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length ? "recovery" : null;
}

/** Whether `userId` signs in with an authenticator app (a confirmed TOTP). */
export async function userHasTotp(userId: number, executor?: Executor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return Boolean(row);
}

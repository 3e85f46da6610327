import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import type { ProfileLabel } from "@/lib/core/actor";
import { identityColumns, issueApiToken } from "./session";
import { tooManyRequests, unauthorized } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { dummyPasswordHash, verifyPassword } from "@/lib/core/password";
import { loginSchema } from "@/lib/validation/auth";
import {
  clearBucket,
  issueDeviceCookie,
  recordEvent,
  retryAfterSeconds,
  trustedDevice,
  type Bucket,
} from "./throttle";

export { THROTTLE_WINDOW_MS } from "./throttle";
export {
  MAX_REGISTRATIONS_PER_ADDRESS,
  REGISTRATION_CLOSED,
  REGISTRATION_RECEIVED,
  registerEmployee,
} from "./registration";

/** Failures per account from clients without its device cookie. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failures per client address (one shared bucket when no proxy is trusted). */
export const MAX_FAILURES_PER_ADDRESS = 30;
/** Failures from one device cookie before it too is slowed down. */
export const MAX_FAILURES_PER_DEVICE = 5;

export const INVALID_LOGIN = "Usuário ou senha inválidos";
export const PROFILE_NOT_FOUND = "Perfil não encontrado";

export type AuthenticatedUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  tokenVersion: number;
  profileId: number;
  profile: ProfileLabel;
};

export type AuthOutcome =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; reason: "invalid" | "throttled"; retryAfter?: number };

/** Who is trying: the address (see lib/server/client-address.ts) and any device cookies the client holds. */
export type SignInAttempt = {
  email: string;
  password: string;
  address: string;
  deviceTokens?: string[];
};

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;
const deviceKey = (device: string) => `device:${device}`;

/**
 * The OWASP device-cookie design: a browser that signed in to this account before is counted
 * only against its own cookie, so guessing from elsewhere (which fills the account and address
 * buckets) never locks the owner out; everyone else is counted per account and per address.
 */
function bucketsFor(email: string, address: string, device: string | null): Bucket[] {
  if (device) return [{ key: deviceKey(device), limit: MAX_FAILURES_PER_DEVICE }];
  return [
    { key: emailKey(email), limit: MAX_FAILURES_PER_EMAIL },
    { key: addressKey(address), limit: MAX_FAILURES_PER_ADDRESS },
  ];
}

/**
 * Checks e-mail and password, counting failures in the database so the limits hold across
 * app processes. Unknown e-mails cost the same as wrong passwords.
 */
export async function authenticate(input: SignInAttempt): Promise<AuthOutcome> {
  const { email, password, address } = input;
  const device = await trustedDevice(email, input.deviceTokens ?? []);
  const buckets = bucketsFor(email, address, device);
  const wait = await retryAfterSeconds(buckets);
  if (wait) return { ok: false, reason: "throttled", retryAfter: wait };
  const db = await getDb();
  const [row] = await db
    .select({ ...identityColumns, passwordHash: users.passwordHash, profileId: users.profileId })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, eq(users.active, true)));
  const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !valid) {
    await recordEvent(buckets.map((b) => b.key));
    return { ok: false, reason: "invalid" };
  }
  await clearBucket(device ? deviceKey(device) : emailKey(email));
  const { passwordHash: _omit, ...user } = row;
  void _omit;
  return { ok: true, user: { ...user, profile: user.profile as ProfileLabel } };
}

export const throttled = (retryAfter?: number) => tooManyRequests(undefined, retryAfter);

/** `POST /api/auth`: a Bearer token for programs, and a device cookie for the client. */
export async function signInForApi(
  body: unknown,
  client: { address: string; deviceTokens?: string[] },
) {
  const { email, password } = parseWith(loginSchema, body);
  const outcome = await authenticate({ email, password, ...client });
  if (!outcome.ok)
    throw outcome.reason === "throttled"
      ? throttled(outcome.retryAfter)
      : unauthorized(INVALID_LOGIN);
  const { user } = outcome;
  return {
    body: {
      token: await issueApiToken(user.id, user.tokenVersion),
      profile: { id: user.profileId, label: user.profile },
      user: { id: user.id, fullName: `${user.firstName} ${user.lastName}`, email: user.email },
    },
    deviceCookie: await issueDeviceCookie(user.email),
  };
}

export { issueDeviceCookie };

/** The home of the active account behind `email`, looked up right after it signed in. */
export async function homeOfAccount(email: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ profile: profiles.label })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, eq(users.active, true)));
  return row ? homeFor(row.profile) : null;
}

/** Where each profile lands after sign-in; null for a profile without an area. */
export function homeFor(profile: string): string | null {
  if (profile === "ADMIN") return "/admin/home";
  if (profile === "EMPLOYEE") return "/collaborator/profile";
  return null;
}

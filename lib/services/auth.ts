import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import type { ProfileLabel } from "@/lib/core/actor";
import { identityColumns, issueApiToken, openSession } from "./session";
import {
  recordPasswordRefusal,
  recordPasswordSignIn,
  type PasswordSignInMethod,
} from "./sign-in-audit";
import { forbidden, tooManyRequests, unauthorized } from "@/lib/core/errors";
import { oidcConfig, passwordSignInAllowed } from "@/lib/core/env";
import { passwordSignInDisabled } from "@/lib/core/single-sign-on";
import { parseWith } from "@/lib/core/input";
import { AppError } from "@/lib/core/errors";
import { secondFactorRequiredFor } from "./two-factor-policy";
import { secondFactorSignInError, signInSecondFactor } from "./two-factor-sign-in";
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
export const SECOND_FACTOR_SETUP_FIRST =
  "A organização exige verificação em duas etapas: entre pelo navegador para ativá-la antes de usar a API.";

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
  | { ok: true; user: AuthenticatedUser; twoFactor: boolean }
  | { ok: false; reason: "code_required" | "code_invalid" }
  | { ok: false; reason: "invalid" | "throttled" | "password_disabled"; retryAfter?: number };

/** Who is trying: the address (see lib/server/client-address.ts) and any device cookies the client holds. */
export type SignInAttempt = {
  email: string;
  password: string;
  /** The second factor (app or recovery code), for a person who has one. */
  code?: string;
  address: string;
  deviceTokens?: string[];
  /** The door, for the audit log: the login form (default) or `POST /api/auth`. */
  method?: PasswordSignInMethod;
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
  const { email, password, address, method = "password" } = input;
  // OIDC_ONLY: refused before the password is looked at, so it is never checked for these accounts.
  if (!passwordSignInAllowed(email)) {
    await recordPasswordRefusal(method, "password_disabled", email);
    return { ok: false, reason: "password_disabled" };
  }
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
    await recordPasswordRefusal(method, "invalid", email, row?.id);
    return { ok: false, reason: "invalid" };
  }
  const { passwordHash: _omit, ...user } = row;
  void _omit;
  const profile = user.profile as ProfileLabel;
  // A wrong code counts like a wrong password, so the bucket is cleared only after both steps.
  const second = await signInSecondFactor(
    { id: user.id, profile, fullName: `${user.firstName} ${user.lastName}`, email: user.email },
    input.code,
  );
  if (second === "required") return { ok: false, reason: "code_required" };
  if (second === "wrong") {
    await recordEvent(buckets.map((b) => b.key));
    return { ok: false, reason: "code_invalid" };
  }
  await clearBucket(device ? deviceKey(device) : emailKey(email));
  return { ok: true, user: { ...user, profile }, twoFactor: second !== "none" };
}

export const throttled = (retryAfter?: number) => tooManyRequests(undefined, retryAfter);

/** OIDC_ONLY refused a password sign-in (the API and the login form answer alike). */
export const passwordSignInRefused = () =>
  forbidden(passwordSignInDisabled(oidcConfig()?.name ?? "SSO"));

/** `POST /api/auth`: a Bearer token for programs, and a device cookie for the client. */
export async function signInForApi(
  body: unknown,
  client: { address: string; deviceTokens?: string[] },
) {
  const { email, password, code } = parseWith(loginSchema, body);
  const outcome = await authenticate({ email, password, code, ...client, method: "api" });
  if (!outcome.ok && (outcome.reason === "code_required" || outcome.reason === "code_invalid"))
    throw secondFactorSignInError(outcome.reason === "code_required" ? "required" : "wrong");
  if (!outcome.ok)
    throw outcome.reason === "throttled"
      ? throttled(outcome.retryAfter)
      : outcome.reason === "password_disabled"
        ? passwordSignInRefused()
        : unauthorized(INVALID_LOGIN);
  const { user } = outcome;
  // Without an app there is no code to give; a token would only meet 403 everywhere.
  if (!outcome.twoFactor && (await secondFactorRequiredFor(user.profile))) {
    await recordPasswordRefusal("api", "two_factor_setup_required", email, user.id);
    throw new AppError(403, SECOND_FACTOR_SETUP_FIRST, undefined, undefined, {
      reason: "two_factor_setup_required",
    });
  }
  const token = await issueApiToken(user.id, user.tokenVersion, { twoFactor: outcome.twoFactor });
  await recordPasswordSignIn(user, "api", outcome.twoFactor);
  return {
    body: {
      token,
      profile: { id: user.profileId, label: user.profile },
      user: { id: user.id, fullName: `${user.firstName} ${user.lastName}`, email: user.email },
    },
    deviceCookie: await issueDeviceCookie(user.email),
  };
}

export { issueDeviceCookie };

/**
 * The login form's session once the credentials held, or null for a profile without an area
 * (refused); either way the audit log has it.
 */
export async function openBrowserSession(
  user: AuthenticatedUser,
  twoFactor: boolean,
): Promise<string | null> {
  if (!homeFor(user.profile)) {
    await recordPasswordRefusal("password", "profile", user.email, user.id);
    return null;
  }
  const sessionId = await openSession(user.id, "browser", { twoFactor });
  await recordPasswordSignIn(user, "password", twoFactor);
  return sessionId;
}

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

import "server-only";
import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { profiles, users, loginFailures } from "@/db/schema";
import type { ProfileLabel } from "@/lib/core/actor";
import { issueApiToken } from "./session";
import { forbidden, tooManyRequests, unauthorized } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { dummyPasswordHash, verifyPassword } from "@/lib/core/password";
import { registrationEnabled } from "@/lib/core/env";
import { loginSchema } from "@/lib/validation/auth";
import { registerSchema } from "@/lib/validation/user";
import { insertPerson } from "./users";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

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
  | { ok: false; reason: "invalid" | "throttled" };

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

async function isThrottled(email: string, address: string): Promise<boolean> {
  const db = await getDb();
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [emailKey(email), addressKey(address)]), gt(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  const failures = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  return failures(emailKey(email)) >= MAX_FAILURES_PER_EMAIL || failures(addressKey(address)) >= MAX_FAILURES_PER_ADDRESS;
}

async function recordFailure(email: string, address: string): Promise<void> {
  const db = await getDb();
  await db.insert(loginFailures).values([{ key: emailKey(email) }, { key: addressKey(address) }]);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 24 * THROTTLE_WINDOW_MS)));
}

/**
 * Checks e-mail and password, counting failures in the database (per e-mail and per address)
 * so the limit holds across app processes. Unknown e-mails cost the same as wrong passwords.
 */
export async function authenticate(input: { email: string; password: string; address: string }): Promise<AuthOutcome> {
  const { email, password, address } = input;
  if (await isThrottled(email, address)) return { ok: false, reason: "throttled" };
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      profileId: users.profileId,
      profile: profiles.label,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, eq(users.active, true)));
  const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !valid) {
    await recordFailure(email, address);
    return { ok: false, reason: "invalid" };
  }
  await db.delete(loginFailures).where(eq(loginFailures.key, emailKey(email)));
  const { passwordHash: _omit, ...user } = row;
  void _omit;
  return { ok: true, user: { ...user, profile: user.profile as ProfileLabel } };
}

/** `POST /api/auth`: a Bearer token for programs. */
export async function signInForApi(body: unknown, address: string) {
  const { email, password } = parseWith(loginSchema, body);
  const outcome = await authenticate({ email, password, address });
  if (!outcome.ok) throw outcome.reason === "throttled" ? tooManyRequests() : unauthorized(INVALID_LOGIN);
  const { user } = outcome;
  return {
    token: await issueApiToken(user.id, user.tokenVersion),
    profile: { id: user.profileId, label: user.profile },
    user: { id: user.id, fullName: `${user.firstName} ${user.lastName}`, email: user.email },
  };
}

/** Self-registration of an EMPLOYEE account (can be turned off with REGISTRATION_DISABLED=true). */
export async function registerEmployee(body: unknown): Promise<{ id: number }> {
  if (!registrationEnabled()) throw forbidden("O cadastro está desativado");
  const input = parseWith(registerSchema, body);
  const db = await getDb();
  const [employee] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.label, "EMPLOYEE"));
  return insertPerson({ ...input, profileId: employee.id });
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

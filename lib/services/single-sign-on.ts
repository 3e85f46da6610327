import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import type { Actor, ProfileLabel } from "@/lib/core/actor";
import { oidcConfig } from "@/lib/core/env";
import { AppError } from "@/lib/core/errors";
import type { RequestClient } from "@/lib/core/request-client";
import { oidcIdentity, type OidcIdentity, type OidcRefusal } from "@/lib/core/single-sign-on";
import type { ZodType } from "zod";
import { userCreateSchema, userFields } from "@/lib/validation/user";
import { recordAudit } from "./audit/record";
import { homeFor } from "./auth";
import { identityColumns, openSession } from "./session";
import { insertPerson } from "./users";

/**
 * Signing in with the organisation's OpenID Connect provider (decision 0118): Auth.js has checked
 * the ID token (signature, issuer, audience, nonce) and the PKCE and state; this decides who it
 * is. The account is matched by the verified e-mail, case-insensitively as the password sign-in
 * does; the server-side session row is opened here like a password sign-in's.
 */

export type OidcSignIn = {
  user: { id: number; firstName: string; lastName: string; email: string; tokenVersion: number };
  profile: ProfileLabel;
  /** The user_sessions row the cookie will name. */
  sessionId: string;
  created: boolean;
};

export type OidcOutcome = { ok: true; signIn: OidcSignIn } | { ok: false; reason: OidcRefusal };

/** What a created account lacks when the provider does not say (the anonymisation's placeholders). */
const UNKNOWN_PHONE = "00000000000";
const UNKNOWN_BIRTH_DATE = "1900-01-01";

const orPlaceholder = (schema: ZodType, value: string | null, placeholder: string) =>
  value !== null && schema.safeParse(value).success ? value : placeholder;

async function findByEmail(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ ...identityColumns, active: users.active })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(sql`lower(${users.email}) = ${email}`);
  return row;
}

/**
 * A new EMPLOYEE from the token, through the user form's own validation (names of at least 3
 * letters). Phone and birth date come from the standard claims when valid, else placeholders the
 * person corrects in 'Meu Perfil'. False when the names do not pass.
 */
async function createEmployee(identity: OidcIdentity & { email: string }): Promise<boolean> {
  const db = await getDb();
  const [employee] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.label, "EMPLOYEE"));
  const parsed = userCreateSchema.safeParse({
    email: identity.email,
    firstName: identity.givenName,
    lastName: identity.familyName,
    phone: orPlaceholder(userFields.phone, identity.phone, UNKNOWN_PHONE),
    birthDate: orPlaceholder(userFields.birthDate, identity.birthDate, UNKNOWN_BIRTH_DATE),
    profileId: employee.id,
  });
  if (!parsed.success) return false;
  try {
    await insertPerson(parsed.data, { actor: null, via: "oidc" });
  } catch (error) {
    // Created by a sign-in that raced this one: that account is signed in below.
    if (!(error instanceof AppError && error.status === 409)) throw error;
  }
  return true;
}

async function refuse(reason: OidcRefusal, email: string | null, client?: RequestClient) {
  await recordAudit({
    action: "auth.sign_in_failed",
    actor: null,
    details: { method: "oidc", reason, email },
    client,
  });
  return { ok: false, reason } as const;
}

/** The Membros account behind a validated ID token's claims, signed in; or why not. */
export async function signInWithOidc(
  claims: Record<string, unknown>,
  client?: RequestClient,
): Promise<OidcOutcome> {
  const identity = oidcIdentity(claims);
  const { email } = identity;
  if (!email || !identity.emailVerified) return refuse("unverified", email, client);
  let row = await findByEmail(email);
  let created = false;
  if (!row && oidcConfig()?.createUsers) {
    if (!(await createEmployee({ ...identity, email }))) return refuse("incomplete", email, client);
    row = await findByEmail(email);
    created = true;
  }
  if (!row) return refuse("unknown", email, client);
  if (!row.active) return refuse("deactivated", email, client);
  const profile = row.profile as ProfileLabel;
  // EXPERT has no area yet: refused like the password sign-in refuses it.
  if (!homeFor(profile)) return refuse("profile", email, client);
  const sessionId = await openSession(row.id, "browser", { twoFactor: identity.twoFactor });
  const actor: Actor = {
    id: row.id,
    profile,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    sessionId,
    twoFactor: identity.twoFactor,
  };
  await recordAudit({
    action: "auth.sign_in",
    actor,
    target: { type: "user", id: row.id },
    details: { method: "oidc", twoFactor: identity.twoFactor },
    client,
  });
  const { id, firstName, lastName, tokenVersion } = row;
  return {
    ok: true,
    signIn: {
      user: { id, firstName, lastName, email: row.email, tokenVersion },
      profile,
      sessionId,
      created,
    },
  };
}

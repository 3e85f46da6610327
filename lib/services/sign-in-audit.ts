import "server-only";
import type { Actor, ProfileLabel } from "@/lib/core/actor";
import { recordAudit } from "./audit/record";

/** How a password sign-in came: the login form ("password") or `POST /api/auth` ("api"). */
export type PasswordSignInMethod = "password" | "api";

type Person = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  profile: ProfileLabel;
};

/** "auth.sign_in": a password sign-in opened a session (or issued a token to a program). */
export function recordPasswordSignIn(
  person: Person,
  method: PasswordSignInMethod,
  twoFactor: boolean,
): Promise<void> {
  const { id, profile, email } = person;
  const actor: Actor = { id, profile, email, fullName: `${person.firstName} ${person.lastName}` };
  const target = { type: "user", id };
  return recordAudit({ action: "auth.sign_in", actor, target, details: { method, twoFactor } });
}

/**
 * "auth.sign_in_failed" of a password sign-in: the e-mail tried is kept, as there may be no such
 * person; the account is the target when there is one. A throttled attempt is not recorded: it
 * checks nothing, and recording it would let anyone grow the log at the rate they can send.
 */
export function recordPasswordRefusal(
  method: PasswordSignInMethod,
  reason: "invalid" | "password_disabled" | "profile" | "two_factor_setup_required",
  email: string,
  userId?: number | null,
): Promise<void> {
  return recordAudit({
    action: "auth.sign_in_failed",
    actor: null,
    target: userId ? { type: "user", id: userId } : null,
    details: { method, reason, email: email.trim().toLowerCase() },
  });
}

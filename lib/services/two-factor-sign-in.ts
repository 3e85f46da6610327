import "server-only";
import type { Actor, ProfileLabel } from "@/lib/core/actor";
import { AppError } from "@/lib/core/errors";
import { CODE_INVALID, CODE_REQUIRED } from "@/lib/validation/two-factor";
import { recordAudit } from "./audit/record";
import { consumeSecondFactor, userHasTotp } from "./two-factor-codes";

/** Machine-readable reasons of a sign-in that needs (or got a wrong) second factor. */
export const CODE_REQUIRED_REASON = "two_factor_required";
export const CODE_INVALID_REASON = "two_factor_invalid";

/**
 * The second step of a password sign-in: "none" when the person has no authenticator app,
 * "required" when they have one and no code came, "wrong" for a wrong, used or replayed code,
 * else how the code was accepted (consumed, so it works once).
 */
export async function signInSecondFactor(
  person: { id: number; profile: ProfileLabel; fullName: string; email: string },
  code: string | undefined,
): Promise<"none" | "required" | "wrong" | "totp" | "recovery"> {
  if (!(await userHasTotp(person.id))) return "none";
  if (!code) return "required";
  const actor: Actor = { ...person };
  const method = await consumeSecondFactor(person.id, code);
  if (method === "recovery")
    await recordAudit({
      action: "two_factor.recovery_code_used",
      actor,
      target: { type: "user", id: person.id },
    });
  if (method) return method;
  await recordAudit({
    action: "auth.sign_in_failed",
    actor,
    target: { type: "user", id: person.id },
    details: { method: "password", reason: "code" },
  });
  return "wrong";
}

/** The 401 of a password sign-in that needs a code (`reason` tells a program why). */
export const secondFactorSignInError = (outcome: "required" | "wrong") =>
  outcome === "required"
    ? new AppError(401, CODE_REQUIRED, { code: [CODE_REQUIRED] }, undefined, {
        reason: CODE_REQUIRED_REASON,
      })
    : new AppError(401, CODE_INVALID, { code: [CODE_INVALID] }, undefined, {
        reason: CODE_INVALID_REASON,
      });

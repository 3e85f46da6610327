import "server-only";
import { CredentialsSignin } from "next-auth";
import { signIn } from "@/auth";
import { AppError, badRequest, forbidden, unauthorized } from "@/lib/core/errors";
import { throttled } from "@/lib/services/auth";
import { PASSKEY_FAILURES } from "@/lib/services/passkeys-sign-in";
import { PASSKEY_PROVIDER_ID } from "./auth-providers/passkey";

/** Why the passkey provider refused (`PasskeySignInError.code`) → what the login screen shows. */
const FAILURES: Record<string, () => AppError> = {
  passkey_invalid: () => unauthorized(PASSKEY_FAILURES.invalid),
  passkey_unknown: () => unauthorized(PASSKEY_FAILURES.unknown),
  passkey_expired: () => badRequest(PASSKEY_FAILURES.expired),
  passkey_deactivated: () => forbidden(PASSKEY_FAILURES.deactivated),
  passkey_profile: () => forbidden(PASSKEY_FAILURES.profile),
  passkey_sso_only: () => forbidden(PASSKEY_FAILURES.sso_only),
  passkey_throttled: () => throttled(),
};

/**
 * Starts a session (the Auth.js cookie) from the browser's answer to the passkey sign-in options,
 * through the `passkey` provider (auth.ts), as `startSession` does for a password.
 */
export async function startPasskeySession(response: unknown): Promise<void> {
  try {
    await signIn(PASSKEY_PROVIDER_ID, {
      response: JSON.stringify(response ?? null),
      redirect: false,
    });
  } catch (error) {
    if (error instanceof CredentialsSignin)
      throw (FAILURES[error.code] ?? FAILURES.passkey_invalid)();
    throw error;
  }
}

import "server-only";
import { CredentialsSignin } from "next-auth";
import { signIn, signOut } from "@/auth";
import { AppError, forbidden, tooManyRequests, unauthorized } from "@/lib/core/errors";
import { INVALID_LOGIN, PROFILE_NOT_FOUND } from "@/lib/services/auth";

/** Why `auth.ts` refused a sign-in (`LoginError.code`) → the error the login form shows. */
const FAILURES: Record<string, () => AppError> = {
  invalid: () => unauthorized(INVALID_LOGIN),
  throttled: () => tooManyRequests(),
  profile: () => forbidden(PROFILE_NOT_FOUND),
};

/**
 * Starts a session (the Auth.js cookie) from a server action. With `redirect: false` Auth.js
 * returns a URL on success and throws the `CredentialsSignin` raised by `authorize` on failure.
 */
export async function startSession(credentials: { email: string; password: string }): Promise<void> {
  try {
    await signIn("credentials", { ...credentials, redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) throw (FAILURES[error.code] ?? FAILURES.invalid)();
    throw error;
  }
}

/** Ends the session and sends the browser to /login (throws Next's redirect). */
export async function endSession(): Promise<never> {
  await signOut({ redirectTo: "/login" });
  throw new Error("signOut did not redirect");
}

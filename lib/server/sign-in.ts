import "server-only";
import { CredentialsSignin } from "next-auth";
import { cookies, headers } from "next/headers";
import { signIn, signOut } from "@/auth";
import { AppError, forbidden, unauthorized } from "@/lib/core/errors";
import {
  INVALID_LOGIN,
  issueDeviceCookie,
  passwordSignInRefused,
  PROFILE_NOT_FOUND,
  throttled,
} from "@/lib/services/auth";
import { signOutHere } from "@/lib/services/account";
import { deviceCookieOptions } from "./client-address";
import { sessionActor } from "./actor";
import { secondFactorSignInError } from "@/lib/services/two-factor-sign-in";

/** Why `auth.ts` refused a sign-in (`LoginError.code`) → the error the login form shows. */
const FAILURES: Record<string, () => AppError> = {
  invalid: () => unauthorized(INVALID_LOGIN),
  throttled: () => throttled(),
  profile: () => forbidden(PROFILE_NOT_FOUND),
  password_disabled: passwordSignInRefused,
  code_required: () => secondFactorSignInError("required"),
  code_invalid: () => secondFactorSignInError("wrong"),
};

/** Whether the browser reached us over HTTPS (Next.js fills x-forwarded-proto from the socket). */
export async function overHttps(): Promise<boolean> {
  return (await headers()).get("x-forwarded-proto") === "https";
}

/**
 * Starts a session (the Auth.js cookie) from a server action. With `redirect: false` Auth.js
 * returns a URL on success and throws the `CredentialsSignin` raised by `authorize` on failure.
 * A signed-in browser also gets the account's device cookie (lib/services/throttle.ts).
 */
export async function startSession(credentials: {
  email: string;
  password: string;
  code?: string;
}): Promise<void> {
  try {
    // Auth.js posts these as form fields: an absent code must not become the text "undefined".
    const { code, ...rest } = credentials;
    await signIn("credentials", { ...rest, ...(code ? { code } : {}), redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) throw (FAILURES[error.code] ?? FAILURES.invalid)();
    throw error;
  }
  const device = await issueDeviceCookie(credentials.email);
  (await cookies()).set(
    device.name,
    device.value,
    deviceCookieOptions(await overHttps(), device.maxAge),
  );
}

/**
 * Ends the session on the server and in the browser, and goes to /login (throws Next's redirect).
 */
export async function endSession(): Promise<never> {
  const actor = await sessionActor();
  if (actor) await signOutHere(actor);
  await signOut({ redirectTo: "/login" });
  throw new Error("signOut did not redirect");
}

"use server";

import { redirect } from "next/navigation";
import { runPublicAction } from "@/lib/server/action";
import { parseWith } from "@/lib/core/input";
import { endSession, startSession } from "@/lib/server/sign-in";
import { homeOfAccount, PROFILE_NOT_FOUND } from "@/lib/services/auth";
import { forbidden } from "@/lib/core/errors";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";

/** Signs a person in (session cookie) and sends them to the home of their profile. */
export async function login(input: LoginInput) {
  const result = await runPublicAction(async () => {
    const credentials = parseWith(loginSchema, input);
    await startSession(credentials);
    const home = await homeOfAccount(credentials.email);
    if (!home) throw forbidden(PROFILE_NOT_FOUND);
    return home;
  });
  if (result.ok) redirect(result.data);
  return result;
}

/** Ends the session and goes to /login. */
export async function logout() {
  await endSession();
}

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

/**
 * The sign-in form when it is posted before its JavaScript has run (a tap while the page still
 * loads, or no JavaScript at all): the same sign-in, its failure shown by the re-rendered form.
 * With JavaScript the form calls `login` itself and this is never reached.
 */
export async function loginFromForm(
  _previous: Awaited<ReturnType<typeof login>> | null,
  form: FormData,
) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return login({
    email: text("email"),
    password: text("password"),
    code: text("code") || undefined,
  });
}

/** Ends the session and goes to /login. */
export async function logout() {
  await endSession();
}

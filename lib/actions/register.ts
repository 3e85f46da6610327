"use server";

import { redirect } from "next/navigation";
import { runPublicAction } from "@/lib/server/action";
import { startSession } from "@/lib/server/sign-in";
import { homeFor, registerEmployee } from "@/lib/services/auth";
import type { RegisterInput } from "@/lib/validation/user";

/** Creates an EMPLOYEE account, signs it in and opens the collaborator area. */
export async function registerAccount(input: RegisterInput) {
  const result = await runPublicAction(async () => {
    await registerEmployee(input);
    await startSession({ email: String(input.email), password: String(input.password) });
  });
  if (result.ok) redirect(homeFor("EMPLOYEE") ?? "/");
  return result;
}

"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { runPublicAction } from "@/lib/server/action";
import { signInClient } from "@/lib/server/client-address";
import { startSession } from "@/lib/server/sign-in";
import { homeFor, registerEmployee } from "@/lib/services/auth";
import type { RegisterInput } from "@/lib/validation/user";

/**
 * Self-registration. The service answers the same for a new and a taken e-mail; the new
 * account (or an owner who typed their own password) is then signed in and opens the
 * collaborator area, anyone else reads the neutral notice.
 */
export async function registerAccount(input: RegisterInput) {
  const result = await runPublicAction(async () => {
    const { message } = await registerEmployee(input, signInClient(await headers()).address);
    try {
      await startSession({ email: String(input.email), password: String(input.password) });
      return { notice: null };
    } catch {
      return { notice: message };
    }
  });
  if (result.ok && !result.data.notice) redirect(homeFor("EMPLOYEE") ?? "/");
  return result;
}

"use server";

import { headers } from "next/headers";
import { runPublicAction } from "@/lib/server/action";
import { signInClient } from "@/lib/server/client-address";
import { confirmRegistration, registerEmployee } from "@/lib/services/registration";
import type { RegisterInput } from "@/lib/validation/user";

/**
 * Self-registration. The answer is the same neutral notice for a new and a taken e-mail; the
 * account exists only once the link e-mailed to the address is followed (decision 0038).
 */
export async function registerAccount(input: RegisterInput) {
  return runPublicAction(async () => {
    const { message } = await registerEmployee(input, signInClient(await headers()).address);
    return { notice: message };
  });
}

/** 'Confirmar cadastro' on the page the e-mailed link opens. */
export async function confirmRegistrationAction(token: string) {
  return runPublicAction(() => confirmRegistration(token));
}

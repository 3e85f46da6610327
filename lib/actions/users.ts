"use server";

import { runAction } from "@/lib/server/action";
import { parseId } from "@/lib/core/input";
import { anonymizeUser } from "@/lib/services/anonymize";
import { createUser, deactivateUser, updateUser } from "@/lib/services/users";

/** Server actions of the admin user screens; the services check who may call them. */

export async function createUserAction(values: unknown) {
  return runAction((actor) => createUser(actor, values));
}

export async function updateUserAction(id: number, values: unknown) {
  return runAction((actor) => updateUser(actor, parseId(id), values));
}

export async function deleteUserAction(id: number) {
  return runAction((actor) => deactivateUser(actor, parseId(id)));
}

/** 'Anonimizar' a deleted user, confirmed by typing the user's e-mail (LGPD). */
export async function anonymizeUserAction(id: number, email: string) {
  return runAction((actor) => anonymizeUser(actor, parseId(String(id)), { email }));
}

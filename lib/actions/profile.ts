"use server";

import { runAction } from "@/lib/server/action";
import { updateOwnProfile } from "@/lib/services/users";

/** 'Meu Perfil': the collaborator's own fields (the service refuses a profile change). */
export async function updateProfileAction(values: unknown) {
  return runAction((actor) => updateOwnProfile(actor, values));
}

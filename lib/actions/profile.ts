"use server";

import { runAction } from "@/lib/server/action";
import { anonymizeOwnAccount } from "@/lib/services/anonymize";
import { updateOwnProfile } from "@/lib/services/users";

/** 'Meu Perfil': the collaborator's own fields (the service refuses a profile change). */
export async function updateProfileAction(values: unknown) {
  return runAction((actor) => updateOwnProfile(actor, values));
}

/** 'Excluir meus dados': the collaborator's own anonymisation, confirmed by typing their e-mail. */
export async function anonymizeOwnAccountAction(email: string) {
  return runAction((actor) => anonymizeOwnAccount(actor, { email }));
}

"use server";

import { runAction } from "@/lib/server/action";
import { endSession } from "@/lib/server/sign-in";
import { sessionActor } from "@/lib/server/actor";
import { changeOwnPassword, signOutEverywhere } from "@/lib/services/account";

/** 'Alterar senha' in Configurações: the current password, then the new one. */
export async function changePasswordAction(values: unknown) {
  return runAction((actor) => changeOwnPassword(actor, values));
}

/**
 * 'Sair de todos os dispositivos': every session and API token ends, this browser goes to /login.
 */
export async function signOutEverywhereAction() {
  const actor = await sessionActor();
  if (actor) await signOutEverywhere(actor);
  await endSession();
}

"use server";

import { redirect } from "next/navigation";
import { parseId } from "@/lib/core/input";
import { runAction, runPublicAction } from "@/lib/server/action";
import { startPasskeySession } from "@/lib/server/passkey-session";
import {
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from "@/lib/services/passkeys";
import { confirmSessionWithPasskey, passkeyConfirmOptions } from "@/lib/services/passkeys-sign-in";

/** "Entrar com chave de acesso": signs in and goes home ("/" sends each profile to its own). */
export async function passkeySignInAction(response: unknown) {
  const result = await runPublicAction(() => startPasskeySession(response));
  if (result.ok) redirect("/");
  return result;
}

// Adding a passkey is also how a person who owes the organisation's second factor sets one up
// (/two-factor), so these two run before it is done; listing, renaming and removing do not.

/** The browser's options for a new passkey. */
export async function passkeyRegistrationOptionsAction() {
  return runAction((actor) => passkeyRegistrationOptions(actor), { beforeSecondFactor: true });
}

/** Keeps the new passkey ({ name, response }); the session now counts as two-factor. */
export async function addPasskeyAction(input: unknown) {
  return runAction((actor) => registerPasskey(actor, input), { beforeSecondFactor: true });
}

export async function renamePasskeyAction(id: unknown, input: unknown) {
  return runAction((actor) => renamePasskey(actor, parseId(id as number), input));
}

export async function removePasskeyAction(id: unknown) {
  return runAction((actor) => removePasskey(actor, parseId(id as number)));
}

/** "Confirmar com chave de acesso" on /two-factor: options for the person's own passkeys. */
export async function passkeyConfirmOptionsAction() {
  return runAction((actor) => passkeyConfirmOptions(actor), { beforeSecondFactor: true });
}

/** Confirms this session with one of the person's passkeys: it then counts as two-factor. */
export async function confirmWithPasskeyAction(response: unknown) {
  return runAction((actor) => confirmSessionWithPasskey(actor, response), {
    beforeSecondFactor: true,
  });
}

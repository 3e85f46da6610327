import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { useSyncExternalStore } from "react";
import { loadOnce } from "./load-once";

// @simplewebauthn/browser loads when a passkey is first used, not with the page.
const loadBrowser = loadOnce(() => import("@simplewebauthn/browser"));

/** Whether this browser can use passkeys at all (WebAuthn present and usable here). */
export function browserHasPasskeys(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === "function"
  );
}

const noSubscription = () => () => undefined;

/**
 * `browserHasPasskeys()` in a component: `assumed` while rendering on the server and hydrating
 * (the server cannot know), the browser's answer after.
 */
export function usePasskeysAvailable<T extends boolean | null>(assumed: T): boolean | T {
  return useSyncExternalStore<boolean | T>(noSubscription, browserHasPasskeys, () => assumed);
}

/** Opens the browser's prompt to make a passkey for these options. */
export async function promptNewPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  return (await loadBrowser()).startRegistration({ optionsJSON });
}

/** Opens the browser's prompt to use a passkey for these options. */
export async function promptPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  return (await loadBrowser()).startAuthentication({ optionsJSON });
}

export const PASSKEY_CANCELLED =
  "Nenhuma chave de acesso foi usada: a operação foi cancelada, expirou ou não há chave deste site no dispositivo.";

/** What to tell the person when the browser's prompt failed (they closed it, most often). */
export function passkeyPromptError(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError")
    return "Esta chave de acesso já está cadastrada na sua conta.";
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED")
    return PASSKEY_CANCELLED;
  if (name === "SecurityError" || code === "ERROR_INVALID_RP_ID" || code === "ERROR_INVALID_DOMAIN")
    return "Este endereço não corresponde ao endereço configurado do Membros (APP_URL).";
  return "O navegador não conseguiu usar a chave de acesso. Tente de novo.";
}

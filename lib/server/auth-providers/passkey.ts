import "server-only";
import { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { signInClient } from "@/lib/server/client-address";
import { signInWithPasskey } from "@/lib/services/passkeys-sign-in";
import { sessionUser } from "./session-user";

export const PASSKEY_PROVIDER_ID = "passkey";
/** The browser's answer travels as one JSON form field; a real one is a few kilobytes. */
const MAX_RESPONSE_CHARS = 64 * 1024;

/** Why a passkey sign-in failed, carried to the login action as `error.code`. */
export class PasskeySignInError extends CredentialsSignin {
  constructor(reason: string) {
    super();
    this.code = `passkey_${reason}`;
  }
}

/**
 * "Entrar com chave de acesso" as an Auth.js Credentials provider: `authorize` checks the
 * browser's assertion (lib/services/passkeys-sign-in.ts), which opens the server-side session
 * as two-factor, and hands Auth.js the same user shape as the password provider.
 */
export function passkeyProvider() {
  return Credentials({
    id: PASSKEY_PROVIDER_ID,
    name: "Chave de acesso",
    credentials: { response: {} },
    async authorize(credentials, request) {
      const raw = credentials.response;
      let response: unknown;
      try {
        if (typeof raw !== "string" || raw.length > MAX_RESPONSE_CHARS) throw new Error();
        response = JSON.parse(raw);
      } catch {
        response = null;
      }
      const outcome = await signInWithPasskey(response, signInClient(request.headers));
      if (!outcome.ok) throw new PasskeySignInError(outcome.reason);
      return sessionUser(outcome.user, outcome.sessionId);
    },
  });
}

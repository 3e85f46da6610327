import { signInClient } from "@/lib/server/client-address";
import { publicRoute } from "@/lib/server/route";
import { passkeySignInOptions } from "@/lib/services/passkeys-sign-in";

/**
 * `POST /api/passkey-auth/options`: a challenge for "Entrar com chave de acesso" (no credential;
 * throttled per client address). Outside /api/auth, which is Auth.js's.
 */
export const POST = publicRoute(async (request) =>
  passkeySignInOptions(signInClient(request.headers)),
);

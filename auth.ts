import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./auth.config";
import { authenticate, openBrowserSession } from "@/lib/services/auth";
import { signInClient } from "@/lib/server/client-address";
import { actorFromSessionClaims, type SessionClaims } from "@/lib/services/session";
import { signOutHere } from "@/lib/services/account";
import { hasControlCharacters } from "@/lib/core/input";
import { loginSchema } from "@/lib/validation/auth";
import { oidcProviders } from "@/lib/server/auth-providers/oidc";
import { passkeyProvider } from "@/lib/server/auth-providers/passkey";
import { sessionUser } from "@/lib/server/auth-providers/session-user";

/** Carries why a sign-in failed to the login action (`error.code`). */
export class LoginError extends CredentialsSignin {
  constructor(
    code:
      "invalid" | "throttled" | "profile" | "password_disabled" | "code_required" | "code_invalid",
  ) {
    super();
    this.code = code;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  events: {
    // Every way out (the logout action, POST /api/auth/signout) deletes the server-side row.
    async signOut(message) {
      const actor =
        "token" in message
          ? await actorFromSessionClaims(message.token as SessionClaims | null)
          : null;
      if (actor) await signOutHere(actor);
    },
  },
  providers: [
    Credentials({
      // `code`: the second factor, sent with the same e-mail and password once the form asks for it.
      credentials: { email: {}, password: {}, code: {} },
      async authorize(credentials, request) {
        // An empty field (a form posted before the code was asked for) is no code.
        const parsed = loginSchema.safeParse({
          ...credentials,
          code: credentials.code || undefined,
        });
        if (!parsed.success || hasControlCharacters(parsed.data)) throw new LoginError("invalid");
        const outcome = await authenticate({ ...parsed.data, ...signInClient(request.headers) });
        if (!outcome.ok) throw new LoginError(outcome.reason);
        const { user } = outcome;
        const sid = await openBrowserSession(user, outcome.twoFactor);
        if (!sid) throw new LoginError("profile");
        return sessionUser(user, sid);
      },
    }),
    passkeyProvider(),
    ...oidcProviders(),
  ],
});

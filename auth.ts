import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./auth.config";
import { authenticate, homeFor } from "@/lib/services/auth";
import { signInClient } from "@/lib/server/client-address";
import { actorFromSessionClaims, openSession, type SessionClaims } from "@/lib/services/session";
import { signOutHere } from "@/lib/services/account";
import { hasControlCharacters } from "@/lib/core/input";
import { loginSchema } from "@/lib/validation/auth";

/** Carries why a sign-in failed to the login action (`error.code`). */
export class LoginError extends CredentialsSignin {
  constructor(code: "invalid" | "throttled" | "profile") {
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
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success || hasControlCharacters(parsed.data)) throw new LoginError("invalid");
        const outcome = await authenticate({ ...parsed.data, ...signInClient(request.headers) });
        if (!outcome.ok) throw new LoginError(outcome.reason);
        const { user } = outcome;
        if (!homeFor(user.profile)) throw new LoginError("profile");
        return {
          id: String(user.id),
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
          profile: user.profile,
          ver: user.tokenVersion,
          sid: await openSession(user.id, "browser"),
        };
      },
    }),
  ],
});

import type { NextAuthConfig } from "next-auth";
import { authSecret } from "@/lib/core/env";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "@/lib/core/session";
import { logger } from "@/lib/core/log";

/**
 * The part of the Auth.js setup that `proxy.ts` needs: no database code here, so the proxy
 * does not pull the driver in. `auth.ts` adds the Credentials and OIDC providers.
 */
export const authConfig = {
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // Named here so the API reads the same cookie (lib/services/session.ts).
  cookies: { sessionToken: { name: SESSION_COOKIE } },
  // Auth.js's errors (a failed OIDC state or nonce check, a provider that does not answer) come
  // back to the login screen, which says them in Portuguese, instead of Auth.js's own page.
  pages: { signIn: "/login", error: "/login" },
  providers: [],
  callbacks: {
    // A single sign-on refused by lib/services/single-sign-on.ts returns to the login screen.
    signIn({ user }) {
      const refused = (user as { refused?: string }).refused;
      return refused ? `/login?error=${encodeURIComponent(refused)}` : true;
    },
    jwt({ token, user }) {
      if (user) {
        const u = user as {
          id?: string;
          uid?: string;
          profile?: string;
          ver?: number;
          sid?: string;
        };
        // OIDC users carry the account id as uid (Auth.js gives them a random id).
        token.uid = u.uid ?? u.id;
        token.profile = u.profile;
        token.ver = u.ver;
        // The server-side session row (user_sessions): logging out deletes it.
        token.sid = u.sid;
      }
      return token;
    },
    session({ session, token }) {
      Object.assign(session.user, {
        id: token.uid,
        profile: token.profile,
        ver: token.ver,
        sid: token.sid,
      });
      return session;
    },
  },
  logger: {
    // A wrong password is an expected outcome, not a stack trace in the log.
    error(error) {
      const type = (error as { type?: string }).type;
      if (type === "CredentialsSignin" || error.name === "CredentialsSignin") return;
      logger.error("Auth.js", { error });
    },
  },
} satisfies NextAuthConfig;

import "server-only";
import { headers } from "next/headers";
import type { User } from "next-auth";
import type { OIDCConfig } from "next-auth/providers";
import { appUrl, oidcConfig } from "@/lib/core/env";
import { signInWithOidc } from "@/lib/services/single-sign-on";
import { requestClientOf } from "@/lib/server/request-client";

export const OIDC_PROVIDER_ID = "oidc";

/**
 * The organisation's OpenID Connect provider as an Auth.js provider (decision 0118), or none when
 * OIDC_* is not (fully) configured. Auth.js finds the endpoints by discovery on the first sign-in,
 * checks PKCE, state and nonce, and validates the ID token; `profile` then signs the matching
 * account in. It must not throw (Auth.js would swallow the error and fail later without a
 * message): a refusal comes back as `refused`, which the signIn callback (auth.config.ts) turns
 * into /login?error=….
 */
export function oidcProviders(): OIDCConfig<Record<string, unknown>>[] {
  const config = oidcConfig();
  if (!config) return [];
  // Auth.js builds the redirect URI from the request's URL, which behind a proxy that ends TLS is
  // http:// and may name the internal host: pin it to APP_URL, the address registered with the
  // provider (next-auth reads AUTH_URL on every request).
  if (process.env.APP_URL && !process.env.AUTH_URL) process.env.AUTH_URL = `${appUrl()}/api/auth`;
  return [
    {
      id: OIDC_PROVIDER_ID,
      name: config.name,
      type: "oidc",
      issuer: config.issuer,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      checks: ["pkce", "state", "nonce"],
      authorization: { params: { scope: "openid email profile" } },
      async profile(claims) {
        const outcome = await signInWithOidc(claims, requestClientOf(await headers()));
        if (!outcome.ok) return { refused: outcome.reason } as User;
        const { user, profile, sessionId } = outcome.signIn;
        // Auth.js replaces `id` with a random one for OAuth users: the account id travels as uid.
        return {
          uid: String(user.id),
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
          profile,
          ver: user.tokenVersion,
          sid: sessionId,
        } as User;
      },
    },
  ];
}

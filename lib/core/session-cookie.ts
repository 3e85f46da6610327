import { decode } from "next-auth/jwt";
import { authSecret } from "./env";
import { SESSION_COOKIE } from "./session";
import { verifiedCache } from "./verified-cache";

/** What Auth.js keeps in the session cookie (see auth.config.ts callbacks). */
export type SessionCookieClaims = {
  uid?: unknown;
  profile?: unknown;
  ver?: unknown;
  sid?: unknown;
  exp?: unknown;
};

/**
 * The claims of an Auth.js session cookie, or null when it does not decrypt or has expired.
 * Decrypting costs a key derivation and an AES pass; the proxy, the pages and the API read the
 * same cookie on every request, so a cookie that decrypted once is remembered (verified-cache.ts).
 */
export const sessionCookieClaims = verifiedCache<SessionCookieClaims>(async (cookie) => {
  try {
    return (await decode({
      token: cookie,
      secret: authSecret(),
      salt: SESSION_COOKIE,
    })) as SessionCookieClaims | null;
  } catch {
    return null;
  }
});

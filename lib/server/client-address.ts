import { trustedProxyCount } from "@/lib/core/env";
import { DEVICE_COOKIE_PREFIX } from "@/lib/core/session";

/** The bucket shared by every client whose address cannot be known (no trusted proxy). */
export const UNKNOWN_ADDRESS = "direct";

/**
 * The client's address for sign-in throttling. `X-Forwarded-For` is believed only as far as
 * `TRUST_PROXY` says: with N trusted proxies the client is the N-th entry from the right (the
 * ones further left were written by the client itself). Without it every forwarding header is
 * ignored: Next.js does not expose the socket address, so such clients share one bucket.
 */
export function clientAddress(headers: Headers): string {
  const trusted = trustedProxyCount();
  if (!trusted) return UNKNOWN_ADDRESS;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (!hops.length) return UNKNOWN_ADDRESS;
  return hops[Math.max(0, hops.length - trusted)].slice(0, 64);
}

/** Every cookie of the request whose name starts with `prefix` (device cookies). */
export function cookiesStartingWith(header: string | null, prefix: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(";")) {
    const equalsAt = part.indexOf("=");
    if (equalsAt > 0 && part.slice(0, equalsAt).trim().startsWith(prefix))
      values.push(part.slice(equalsAt + 1).trim());
  }
  return values;
}

/** Who is signing in, as the throttle sees it: the address and the device cookies held. */
export function signInClient(headers: Headers): { address: string; deviceTokens: string[] } {
  return {
    address: clientAddress(headers),
    deviceTokens: cookiesStartingWith(headers.get("cookie"), DEVICE_COOKIE_PREFIX),
  };
}

/** Set-Cookie options for a device cookie: only this site, never read by scripts. */
export const deviceCookieOptions = (secure: boolean, maxAge: number) =>
  ({ httpOnly: true, sameSite: "lax", path: "/", secure, maxAge }) as const;

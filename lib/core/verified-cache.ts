/**
 * Remembers what a signed credential (an API JWT, a session cookie) says once its signature has
 * been checked, so a client calling many times pays the cryptography once (decision 0025).
 * The text of a valid credential never changes meaning: only its expiry is checked again. Who
 * the credential belongs to and whether its session is still open are NOT cached: the services
 * read the session row on every request, so logging out still ends it at once.
 *
 * Only credentials that verified are kept (forging one needs the secret, so nobody can fill the
 * cache with garbage), at most `max` of them, the oldest forgotten first.
 */
export function verifiedCache<C extends { exp?: unknown }>(
  verify: (token: string) => Promise<C | null>,
  max = 10_000,
): (token: string) => Promise<C | null> {
  const known = new Map<string, C>();
  return async (token) => {
    const hit = known.get(token);
    if (hit) {
      if (typeof hit.exp !== "number" || hit.exp * 1000 > Date.now()) return hit;
      known.delete(token);
      return null;
    }
    const claims = await verify(token);
    if (!claims) return null;
    if (known.size >= max) known.delete(known.keys().next().value!);
    known.set(token, claims);
    return claims;
  };
}

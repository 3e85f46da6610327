import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, inArray, lt, min } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { getDb } from "@/db";
import { loginFailures } from "@/db/schema";
import { authSecret } from "@/lib/core/env";
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PREFIX,
  DEVICE_TOKEN_AUDIENCE,
} from "@/lib/core/session";

/**
 * Counters for sign-in, registration and password-change abuse, kept in the database
 * (`login_failures`, one row per event) so every app process sees the same numbers.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export type Bucket = { key: string; limit: number };

/** Seconds until every full bucket has room again; 0 when none is full. */
export async function retryAfterSeconds(buckets: Bucket[]): Promise<number> {
  if (!buckets.length) return 0;
  const db = await getDb();
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        inArray(
          loginFailures.key,
          buckets.map((b) => b.key),
        ),
        gt(loginFailures.createdAt, since),
      ),
    )
    .groupBy(loginFailures.key);
  let wait = 0;
  for (const bucket of buckets) {
    const row = rows.find((r) => r.key === bucket.key);
    if (!row || row.n < bucket.limit || !row.oldest) continue;
    wait = Math.max(
      wait,
      (new Date(row.oldest).getTime() + THROTTLE_WINDOW_MS - Date.now()) / 1000,
    );
  }
  return wait > 0 ? Math.ceil(wait) : 0;
}

/** One event in each bucket; rows older than a day are swept on the way. */
export async function recordEvent(keys: string[]): Promise<void> {
  if (!keys.length) return;
  const db = await getDb();
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}

export async function clearBucket(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

// ─── Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies") ──────────

const key = () => new TextEncoder().encode(authSecret());
const normalEmail = (email: string) => email.trim().toLowerCase();

/** The cookie a browser keeps after signing in to `email`; it exempts it from that account's lockout. */
export async function issueDeviceCookie(
  email: string,
): Promise<{ name: string; value: string; maxAge: number }> {
  const value = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(normalEmail(email))
    .setAudience(DEVICE_TOKEN_AUDIENCE)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_MAX_AGE_SECONDS}s`)
    .sign(key());
  const suffix = createHash("sha256").update(normalEmail(email)).digest("hex").slice(0, 16);
  return { name: `${DEVICE_COOKIE_PREFIX}${suffix}`, value, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS };
}

/** The id of a valid device cookie issued for `email`, or null. */
export async function trustedDevice(email: string, tokens: string[]): Promise<string | null> {
  for (const token of tokens.slice(0, 20)) {
    try {
      const { payload } = await jwtVerify(token, key(), {
        audience: DEVICE_TOKEN_AUDIENCE,
        algorithms: ["HS256"],
      });
      if (payload.sub === normalEmail(email) && typeof payload.jti === "string") return payload.jti;
    } catch {
      /* not ours, expired or for another account: try the next */
    }
  }
  return null;
}

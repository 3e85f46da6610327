import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { getDb, type Database, type Executor } from "@/db";
import { preparedOnce } from "@/db/prepared";
import { profiles, users, userSessions } from "@/db/schema";
import type { Actor, ProfileLabel } from "@/lib/core/actor";
import { authSecret } from "@/lib/core/env";
import { sessionCookieClaims } from "@/lib/core/session-cookie";
import { verifiedCache } from "@/lib/core/verified-cache";
import { forbidden, unauthorized } from "@/lib/core/errors";
import { actorFromApiToken, isApiKey } from "./api-tokens";
import {
  API_TOKEN_AUDIENCE,
  API_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from "@/lib/core/session";

const key = () => new TextEncoder().encode(authSecret());

export type SessionKind = "browser" | "api";

/**
 * A new server-side session row; its id goes inside the signed cookie or token. Expired rows
 * of anyone are swept on the way, so the table holds live sessions only.
 */
export async function openSession(
  userId: number,
  kind: SessionKind,
  options: { twoFactor?: boolean } = {},
): Promise<string> {
  const db = await getDb();
  const id = randomBytes(24).toString("base64url");
  const ttl = kind === "api" ? API_TOKEN_TTL_SECONDS : SESSION_MAX_AGE_SECONDS;
  await db.delete(userSessions).where(lt(userSessions.expiresAt, new Date()));
  await db.insert(userSessions).values({
    id,
    userId,
    kind,
    twoFactor: options.twoFactor ?? false,
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return id;
}

/** The actor's session has now been confirmed with a second factor (a code or a passkey). */
export async function markSessionTwoFactor(actor: Actor): Promise<void> {
  if (!actor.sessionId) return;
  const db = await getDb();
  await db
    .update(userSessions)
    .set({ twoFactor: true })
    .where(and(eq(userSessions.id, actor.sessionId), eq(userSessions.userId, actor.id)));
}

export async function issueApiToken(
  userId: number,
  tokenVersion: number,
  options: { twoFactor?: boolean } = {},
): Promise<string> {
  const sid = await openSession(userId, "api", options);
  return new SignJWT({ ver: tokenVersion, sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setAudience(API_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** Who a signed-in person is, as a sign-in and every session check read it (with the profile's label). */
export const identityColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  tokenVersion: users.tokenVersion,
  profile: profiles.label,
};

function identityQuery(db: Database) {
  return db
    .select({ ...identityColumns, twoFactor: userSessions.twoFactor })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(
      userSessions,
      and(
        eq(userSessions.userId, users.id),
        eq(userSessions.id, sql.placeholder("sessionId")),
        gt(userSessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .where(and(eq(users.id, sql.placeholder("userId")), eq(users.active, true)));
}

/**
 * The active user behind (id, tokenVersion, session), or null: a deactivated user, a changed
 * password by an admin (which bumps tokenVersion) or a revoked session row ends the credential.
 */
export async function loadActor(
  userId: number,
  tokenVersion: number,
  sessionId: unknown,
): Promise<Actor | null> {
  if (!Number.isSafeInteger(userId) || typeof sessionId !== "string" || !sessionId) return null;
  const db = await getDb();
  // Every API call and page runs this first: built once, not per request. A placeholder is sent
  // as given (no column encoder), so the instant goes as ISO text.
  const [row] = await preparedOnce(db, "load_actor", () => identityQuery(db)).execute({
    userId,
    sessionId,
    now: new Date().toISOString(),
  });
  if (!row || row.tokenVersion !== tokenVersion) return null;
  return {
    id: row.id,
    profile: row.profile as ProfileLabel,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    sessionId,
    twoFactor: row.twoFactor,
  };
}

/** A person's API token (POST /api/auth) whose signature, audience and expiry hold; remembered once checked. */
const bearerClaims = verifiedCache(async (token: string) => {
  try {
    return (await jwtVerify(token, key(), { audience: API_TOKEN_AUDIENCE, algorithms: ["HS256"] }))
      .payload;
  } catch {
    return null;
  }
});

async function actorFromBearer(token: string): Promise<Actor | null> {
  const claims = await bearerClaims(token);
  return claims && loadActor(Number(claims.sub), Number(claims.ver), claims.sid);
}

/** The claims Auth.js keeps in the session cookie (see auth.config.ts callbacks). */
export type SessionClaims = { uid?: unknown; ver?: unknown; sid?: unknown };

/** The actor behind decoded session claims (the session cookie, or what Auth.js hands its sign-out event). */
export async function actorFromSessionClaims(
  claims: SessionClaims | null | undefined,
): Promise<Actor | null> {
  if (!claims?.uid) return null;
  return loadActor(Number(claims.uid), Number(claims.ver ?? 0), claims.sid);
}

/** The actor behind an Auth.js session cookie (API requests and server components read it alike). */
export async function actorFromSessionCookie(
  cookie: string | null | undefined,
): Promise<Actor | null> {
  return cookie ? actorFromSessionClaims(await sessionCookieClaims(cookie)) : null;
}

/** What an API request carries to prove who it is; the adapter only extracts it. */
export type Credential = { bearer?: string | null; sessionCookie?: string | null };

/**
 * The actor of an API request: a Bearer token first (a program's `mbr_…` API token, or a
 * person's token from POST /api/auth), then the session cookie. 401 without a valid one;
 * EXPERT has no area yet, so nothing outside /api/auth answers it (403).
 */
export async function actorFromCredential(credential: Credential): Promise<Actor> {
  const actor = credential.bearer
    ? await (isApiKey(credential.bearer)
        ? actorFromApiToken(credential.bearer)
        : actorFromBearer(credential.bearer))
    : credential.sessionCookie
      ? await actorFromSessionCookie(credential.sessionCookie)
      : null;
  if (!actor) throw unauthorized();
  if (actor.profile === "EXPERT") throw forbidden();
  return actor;
}

/**
 * Logging out: the session (or API token) the actor came with stops working everywhere. True
 * when it was still open (a second logout of the same session ends nothing).
 */
export async function revokeOwnSession(actor: Actor, db: Executor): Promise<boolean> {
  if (!actor.sessionId) return false;
  const ended = await db
    .delete(userSessions)
    .where(and(eq(userSessions.id, actor.sessionId), eq(userSessions.userId, actor.id)))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/**
 * Every session of `userId` but `keep` (a password change keeps the one that made it), and how
 * many there were.
 */
export async function revokeSessionsOf(
  db: Executor,
  userId: number,
  keep?: string,
): Promise<number> {
  const ended = await db
    .delete(userSessions)
    .where(
      keep
        ? and(eq(userSessions.userId, userId), ne(userSessions.id, keep))
        : eq(userSessions.userId, userId),
    )
    .returning({ id: userSessions.id });
  return ended.length;
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import type { Actor, ProfileLabel } from "@/lib/core/actor";
import { authSecret } from "@/lib/core/env";
import { forbidden, unauthorized } from "@/lib/core/errors";
import { API_TOKEN_AUDIENCE, API_TOKEN_TTL_SECONDS, SESSION_COOKIE } from "@/lib/core/session";

const key = () => new TextEncoder().encode(authSecret());

export async function issueApiToken(userId: number, tokenVersion: number): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setAudience(API_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/**
 * The active user behind (id, tokenVersion), or null: a deactivated user or a changed
 * password (which bumps tokenVersion) ends every token and session issued before.
 */
export async function loadActor(userId: number, tokenVersion: number): Promise<Actor | null> {
  if (!Number.isSafeInteger(userId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      tokenVersion: users.tokenVersion,
      profile: profiles.label,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.id, userId), eq(users.active, true)));
  if (!row || row.tokenVersion !== tokenVersion) return null;
  return {
    id: row.id,
    profile: row.profile as ProfileLabel,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
  };
}

async function actorFromBearer(token: string): Promise<Actor | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { audience: API_TOKEN_AUDIENCE, algorithms: ["HS256"] });
    return await loadActor(Number(payload.sub), Number(payload.ver));
  } catch {
    return null;
  }
}

/** The claims Auth.js keeps in the session cookie (see auth.config.ts callbacks). */
export type SessionClaims = { uid?: unknown; ver?: unknown };

/** The actor behind decoded session claims (server components and actions get them from `auth()`). */
export async function actorFromSessionClaims(claims: SessionClaims | null | undefined): Promise<Actor | null> {
  if (!claims?.uid) return null;
  return loadActor(Number(claims.uid), Number(claims.ver ?? 0));
}

async function actorFromSessionCookie(cookie: string): Promise<Actor | null> {
  try {
    return await actorFromSessionClaims(await decode({ token: cookie, secret: authSecret(), salt: SESSION_COOKIE }));
  } catch {
    return null;
  }
}

/** What an API request carries to prove who it is; the adapter only extracts it. */
export type Credential = { bearer?: string | null; sessionCookie?: string | null };

/**
 * The actor of an API request: a Bearer token first, then the session cookie. 401 without a
 * valid one; EXPERT has no area yet, so nothing outside /api/auth answers it (403).
 */
export async function actorFromCredential(credential: Credential): Promise<Actor> {
  const actor = credential.bearer
    ? await actorFromBearer(credential.bearer)
    : credential.sessionCookie
      ? await actorFromSessionCookie(credential.sessionCookie)
      : null;
  if (!actor) throw unauthorized();
  if (actor.profile === "EXPERT") throw forbidden();
  return actor;
}

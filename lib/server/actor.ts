import "server-only";
import { and, eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import { authSecret } from "./env";
import { forbidden, unauthorized } from "./errors";

export type ProfileLabel = "ADMIN" | "EXPERT" | "EMPLOYEE";

/** Who is acting: every service function takes one first and decides what it may do. */
export type Actor = {
  id: number;
  profile: ProfileLabel;
  fullName: string;
  email: string;
};

export const API_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const key = () => new TextEncoder().encode(authSecret());

export async function issueApiToken(userId: number, tokenVersion: number): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setAudience("membros-api")
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

export async function actorFromBearer(token: string): Promise<Actor | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { audience: "membros-api", algorithms: ["HS256"] });
    return await loadActor(Number(payload.sub), Number(payload.ver));
  } catch {
    return null;
  }
}

/** The actor of a server component or server action, from the Auth.js session cookie. */
export async function sessionActor(): Promise<Actor | null> {
  const { auth } = await import("@/auth");
  const session = await auth();
  const user = session?.user as { id?: string; ver?: number } | undefined;
  if (!user?.id) return null;
  return loadActor(Number(user.id), Number(user.ver ?? 0));
}

/** The session cookie of a request, read from the request itself (no request-scope APIs). */
async function actorFromSessionCookie(request: Request): Promise<Actor | null> {
  const cookies = request.headers.get("cookie");
  if (!cookies?.includes("authjs.session-token")) return null;
  const { getToken } = await import("next-auth/jwt");
  const secureCookie = cookies.includes("__Secure-authjs.session-token");
  const cookieName = secureCookie ? "__Secure-authjs.session-token" : "authjs.session-token";
  const token = await getToken({ req: request, secret: authSecret(), secureCookie, cookieName, salt: cookieName });
  if (!token?.uid) return null;
  return loadActor(Number(token.uid), Number(token.ver ?? 0));
}

/** The actor of an API request: Bearer token first, then the session cookie. */
export async function requestActor(request: Request): Promise<Actor> {
  const header = request.headers.get("authorization");
  const actor = header?.toLowerCase().startsWith("bearer ")
    ? await actorFromBearer(header.slice(7).trim())
    : await actorFromSessionCookie(request);
  if (!actor) throw unauthorized();
  // EXPERT has no area yet: nothing outside /api/auth answers it.
  if (actor.profile === "EXPERT") throw forbidden();
  return actor;
}

export function requireAdmin(actor: Actor): void {
  if (actor.profile !== "ADMIN") throw forbidden();
}

export function requireEmployee(actor: Actor): void {
  if (actor.profile !== "EMPLOYEE") throw forbidden();
}

export function requireSignedIn(actor: Actor): void {
  if (actor.profile !== "ADMIN" && actor.profile !== "EMPLOYEE") throw forbidden();
}

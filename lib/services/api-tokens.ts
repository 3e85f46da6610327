import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { apiTokens, profiles, users } from "@/db/schema";
import { requireAdmin, type Actor, type ProfileLabel } from "@/lib/core/actor";
import { notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { requirePerson, type ApiScope } from "@/lib/core/scopes";
import { apiTokenCreateSchema } from "@/lib/validation/integrations";
import { recordAudit } from "./audit/record";

/** A program's credential: `mbr_` + 43 base64url characters (256 random bits). */
export const API_KEY_PREFIX = "mbr_";
export const isApiKey = (bearer: string) => bearer.startsWith(API_KEY_PREFIX);
const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");
/** Last use is written at most once a minute per token, so reads stay reads. */
const LAST_USE_GRANULARITY = sql`now() - interval '1 minute'`;

export type ApiTokenView = {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  user: { id: number; name: string; email: string };
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * 'Novo token' (admins only, as a person): for the admin or another active user (a service
 * user). The secret is returned this once; only its hash is kept.
 */
export async function createApiToken(
  actor: Actor,
  body: unknown,
): Promise<{ id: number; token: string; prefix: string }> {
  requireAdmin(actor);
  requirePerson(actor);
  const input = parseWith(apiTokenCreateSchema, body ?? {});
  const db = await getDb();
  const userId = input.userId ?? actor.id;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)));
  if (!owner) throw notFound("Usuário não encontrado");
  const token = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const prefix = token.slice(0, 12);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({
        userId,
        createdBy: actor.id,
        name: input.name,
        scopes: input.scopes,
        tokenHash: hashOf(token),
        prefix,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning({ id: apiTokens.id });
    const { name, scopes, expiresAt } = input;
    const details = { name, scopes, userId, prefix, expiresAt: expiresAt ?? null };
    await recordAudit(
      {
        action: "api_token.created",
        actor,
        target: { type: "api_token", id: created.id },
        details,
      },
      tx,
    );
    return created;
  });
  return { id: row.id, token, prefix };
}

/** 'Tokens de API': every token (live, expired and revoked), newest first, with its last use. */
export async function listApiTokens(actor: Actor): Promise<ApiTokenView[]> {
  requireAdmin(actor);
  requirePerson(actor);
  const db = await getDb();
  const rows = await db
    .select({
      token: apiTokens,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .orderBy(desc(apiTokens.id))
    .limit(200);
  return rows.map(({ token: t, firstName, lastName, email }) => ({
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    scopes: t.scopes as ApiScope[],
    user: { id: t.userId, name: `${firstName} ${lastName}`, email },
    expiresAt: iso(t.expiresAt),
    lastUsedAt: iso(t.lastUsedAt),
    revokedAt: iso(t.revokedAt),
    createdAt: t.createdAt.toISOString(),
  }));
}

/** 'Revogar': the token answers 401 from the next request on. */
export async function revokeApiToken(actor: Actor, id: number): Promise<void> {
  requireAdmin(actor);
  requirePerson(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ name: apiTokens.name, userId: apiTokens.userId, prefix: apiTokens.prefix });
    if (!done) throw notFound("Token não encontrado");
    await recordAudit(
      { action: "api_token.revoked", actor, target: { type: "api_token", id }, details: done },
      tx,
    );
  });
}

/**
 * The actor behind an API token, or null when it is unknown, revoked, expired or its owner was
 * deactivated. The actor carries the token's scopes (lib/core/scopes.ts limits it to them).
 */
export async function actorFromApiToken(bearer: string): Promise<Actor | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: apiTokens.id,
      scopes: apiTokens.scopes,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profile: profiles.label,
    })
    .from(apiTokens)
    .innerJoin(users, and(eq(users.id, apiTokens.userId), eq(users.active, true)))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashOf(bearer)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    );
  if (!row) return null;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, LAST_USE_GRANULARITY)),
      ),
    );
  return {
    id: row.userId,
    profile: row.profile as ProfileLabel,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    scopes: row.scopes,
    apiTokenId: row.id,
  };
}

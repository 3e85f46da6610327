import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { clockNow } from "@/lib/core/clock";
import { badRequest, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import {
  GRANT_ITEMS_KEY,
  grantSchemas,
  type GrantableKind,
  type GrantInput,
} from "@/lib/validation/content";
import { grantValiditySchema, grantWithValiditySchemas } from "@/lib/validation/grant-validity";
import { findItem } from "./admin";
import { announce, changeEnds, dropNotices, recordGrants } from "./grant-changes";
import { LEVELS, grantTableOf } from "./levels";
import { grantToday, isExpired } from "./validity";

/**
 * Access grants: a user holds a training, a module or a submodule explicitly; what they can
 * reach follows from the chain (see reach.ts). Revoking a training keeps the grants below
 * it, unreachable until the training is granted again. A grant may end (`validUntil`, its last
 * day; decision 0126): past it, the grant stays but reaches nothing, and the progress stays too.
 */

function parseGrant(kind: GrantableKind, body: unknown): GrantInput {
  const parsed = parseWith(grantSchemas[kind], body) as Record<string, number[]>;
  return { items: parsed[GRANT_ITEMS_KEY[kind]], users: parsed.users };
}

/** The grant body with its `validUntil`: undefined (not given), a day, or null (no end). */
function parseGrantWithValidity(
  kind: GrantableKind,
  body: unknown,
): GrantInput & { validUntil?: string | null } {
  const parsed = parseWith(grantWithValiditySchemas[kind], body) as Record<string, unknown>;
  return {
    items: parsed[GRANT_ITEMS_KEY[kind]] as number[],
    users: parsed.users as number[],
    validUntil: parsed.validUntil as string | null | undefined,
  };
}

/** Every id must name an existing row; the unknown ones answer 400 on their field. */
async function checkExisting(
  executor: Executor,
  kind: GrantableKind,
  input: GrantInput,
): Promise<void> {
  const t = LEVELS[kind].table;
  const foundItems = new Set(
    (await executor.select({ id: t.id }).from(t).where(inArray(t.id, input.items))).map(
      (r) => r.id,
    ),
  );
  const foundUsers = new Set(
    (
      await executor
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, input.users), eq(users.active, true)))
    ).map((r) => r.id),
  );
  const errors: Record<string, string[]> = {};
  const missingItems = input.items.filter((id) => !foundItems.has(id));
  const missingUsers = input.users.filter((id) => !foundUsers.has(id));
  if (missingItems.length)
    errors[GRANT_ITEMS_KEY[kind]] = [`${LEVELS[kind].notFound}: ${missingItems.join(", ")}`];
  if (missingUsers.length) errors.users = [`Usuário não encontrado: ${missingUsers.join(", ")}`];
  if (Object.keys(errors).length) throw badRequest("Dados inválidos", errors);
}

/**
 * `POST …/permissions`: every user gets every item, until `validUntil` when given. Granting again
 * changes nothing but the end: a held grant given another `validUntil` takes it (a day already
 * past ends the access at once).
 */
export async function grantContent(
  actor: Actor,
  kind: GrantableKind,
  body: unknown,
): Promise<{ added: number; updated: number }> {
  requireAdmin(actor);
  const input = parseGrantWithValidity(kind, body);
  const grants = grantTableOf(kind);
  const db = await getDb();
  const now = clockNow();
  return db.transaction(async (tx) => {
    await checkExisting(tx, kind, input);
    const pairsOf = and(inArray(grants.itemId, input.items), inArray(grants.userId, input.users));
    const held = await tx
      .select({ userId: grants.userId, itemId: grants.itemId, validUntil: grants.validUntil })
      .from(grants)
      .where(pairsOf)
      .for("update");
    const changed =
      input.validUntil === undefined
        ? []
        : held.filter((grant) => grant.validUntil !== input.validUntil);
    const validUntil = input.validUntil ?? null;
    if (changed.length)
      await tx
        .update(grants)
        .set({ validUntil })
        .where(and(pairsOf, sql`${grants.validUntil} is distinct from ${validUntil}::date`));
    const pairs = input.users.flatMap((userId) =>
      input.items.map((itemId) => ({ userId, itemId, validUntil })),
    );
    const added = await tx
      .insert(grants)
      .values(pairs)
      .onConflictDoNothing()
      .returning({ userId: grants.userId, itemId: grants.itemId });
    await announce(tx, kind, added, validUntil, now);
    await recordGrants(tx, actor, "grant.given", kind, added, validUntil ? { validUntil } : {});
    await changeEnds(tx, actor, kind, changed, validUntil, now);
    return { added: added.length, updated: changed.length };
  });
}

/**
 * `PATCH …/{id}/permissions/{userId}` `{ validUntil }`: one person's last day (null: no end);
 * 404 when the item does not exist or the person does not hold it.
 */
export async function setGrantValidity(
  actor: Actor,
  kind: GrantableKind,
  itemId: number,
  userId: number,
  body: unknown,
): Promise<{ validUntil: string | null }> {
  requireAdmin(actor);
  const { validUntil } = parseWith(grantValiditySchema, body);
  const grants = grantTableOf(kind);
  const db = await getDb();
  await findItem(db, kind, itemId);
  const now = clockNow();
  return db.transaction(async (tx) => {
    const one = and(eq(grants.itemId, itemId), eq(grants.userId, userId));
    const [grant] = await tx
      .select({ validUntil: grants.validUntil })
      .from(grants)
      .where(one)
      .for("update");
    if (!grant) throw notFound("Permissão não encontrada");
    if (grant.validUntil !== validUntil) {
      await tx.update(grants).set({ validUntil }).where(one);
      await changeEnds(tx, actor, kind, [{ userId, itemId, ...grant }], validUntil, now);
    }
    return { validUntil };
  });
}

/** `DELETE …/permissions`: takes every listed item from every listed user (absent grants are fine). */
export async function revokeContent(
  actor: Actor,
  kind: GrantableKind,
  body: unknown,
): Promise<{ removed: number }> {
  requireAdmin(actor);
  const input = parseGrant(kind, body);
  const grants = grantTableOf(kind);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(grants)
      .where(and(inArray(grants.itemId, input.items), inArray(grants.userId, input.users)))
      .returning({ userId: grants.userId, itemId: grants.itemId });
    await dropNotices(tx, kind, removed);
    await recordGrants(tx, actor, "grant.revoked", kind, removed);
    return { removed: removed.length };
  });
}

/** `DELETE …/{id}/permissions/{userId}`: one grant; 404 when the item does not exist. */
export async function revokeOne(
  actor: Actor,
  kind: GrantableKind,
  itemId: number,
  userId: number,
): Promise<void> {
  requireAdmin(actor);
  const grants = grantTableOf(kind);
  const db = await getDb();
  await findItem(db, kind, itemId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(grants)
      .where(and(eq(grants.itemId, itemId), eq(grants.userId, userId)))
      .returning({ userId: grants.userId, itemId: grants.itemId });
    await dropNotices(tx, kind, removed);
    await recordGrants(tx, actor, "grant.revoked", kind, removed);
  });
}

export type GrantHolder = {
  id: number;
  fullName: string;
  email: string;
  grantedAt: string;
  /** The last day of access (null: no end), and whether it has passed. */
  validUntil: string | null;
  expired: boolean;
};

/** `GET …/{id}/permissions`: who holds this item, by name. */
export async function grantHolders(
  actor: Actor,
  kind: GrantableKind,
  itemId: number,
): Promise<{ data: GrantHolder[] }> {
  requireAdmin(actor);
  const grants = grantTableOf(kind);
  const db = await getDb();
  await findItem(db, kind, itemId);
  const today = grantToday();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      grantedAt: grants.createdAt,
      validUntil: grants.validUntil,
    })
    .from(grants)
    .innerJoin(users, eq(users.id, grants.userId))
    .where(and(eq(grants.itemId, itemId), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      fullName: `${r.firstName} ${r.lastName}`,
      email: r.email,
      grantedAt: r.grantedAt.toISOString(),
      validUntil: r.validUntil,
      expired: isExpired(r.validUntil, today),
    })),
  };
}

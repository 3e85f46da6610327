import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { modules, submodules, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { badRequest } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import {
  GRANT_ITEMS_KEY,
  grantSchemas,
  type GrantableKind,
  type GrantInput,
} from "@/lib/validation/content";
import { contentGranted } from "@/lib/services/notifications/events";
import { findItem } from "./admin";
import { LEVELS, grantTableOf } from "./levels";
import { recordAudit } from "@/lib/services/audit/record";

/**
 * Access grants: a user holds a training, a module or a submodule explicitly; what they can
 * reach follows from the chain (see reach.ts). Revoking a training keeps the grants below
 * it, unreachable until the training is granted again.
 */

const LEVEL_LABELS: Record<GrantableKind, string> = {
  training: "Treinamento",
  module: "Módulo",
  submodule: "Submódulo",
};

function parseGrant(kind: GrantableKind, body: unknown): GrantInput {
  const parsed = parseWith(grantSchemas[kind], body) as Record<string, number[]>;
  return { items: parsed[GRANT_ITEMS_KEY[kind]], users: parsed.users };
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
 * Where the collaborator studies each granted item: a training's modules, or the submodules of
 * the module (a submodule has no page of its own: it opens inside its module's page).
 */
async function collaboratorPaths(
  tx: Executor,
  kind: GrantableKind,
  ids: number[],
): Promise<Map<number, string>> {
  const modulePath = (trainingId: number, moduleId: number) =>
    `/collaborator/trainings/${trainingId}/modules/${moduleId}/submodules`;
  if (kind === "training")
    return new Map(ids.map((id) => [id, `/collaborator/trainings/${id}/modules`]));
  if (kind === "module") {
    const rows = await tx
      .select({ id: modules.id, trainingId: modules.parentId })
      .from(modules)
      .where(inArray(modules.id, ids));
    return new Map(rows.map((r) => [r.id, modulePath(r.trainingId, r.id)]));
  }
  const rows = await tx
    .select({ id: submodules.id, moduleId: submodules.parentId, trainingId: modules.parentId })
    .from(submodules)
    .innerJoin(modules, eq(modules.id, submodules.parentId))
    .where(inArray(submodules.id, ids));
  return new Map(rows.map((r) => [r.id, modulePath(r.trainingId, r.moduleId)]));
}

/** `POST …/permissions`: every user gets every item; granting twice changes nothing. */
export async function grantContent(
  actor: Actor,
  kind: GrantableKind,
  body: unknown,
): Promise<{ added: number }> {
  requireAdmin(actor);
  const input = parseGrant(kind, body);
  const grants = grantTableOf(kind);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await checkExisting(tx, kind, input);
    const pairs = input.users.flatMap((userId) =>
      input.items.map((itemId) => ({ userId, itemId })),
    );
    const added = await tx
      .insert(grants)
      .values(pairs)
      .onConflictDoNothing()
      .returning({ userId: grants.userId, itemId: grants.itemId });
    if (added.length) {
      const t = LEVELS[kind].table;
      const titles = new Map(
        (
          await tx.select({ id: t.id, title: t.title }).from(t).where(inArray(t.id, input.items))
        ).map((r) => [r.id, r.title]),
      );
      await contentGranted(
        tx,
        LEVEL_LABELS[kind],
        titles,
        await collaboratorPaths(tx, kind, input.items),
        added,
      );
    }
    await recordGrants(tx, actor, "grant.given", kind, added);
    return { added: added.length };
  });
}

/** One audit entry per person whose access changed, naming the level and the items. */
async function recordGrants(
  tx: Executor,
  actor: Actor,
  action: "grant.given" | "grant.revoked",
  level: GrantableKind,
  pairs: readonly { userId: number; itemId: number }[],
): Promise<void> {
  const itemsOf = new Map<number, number[]>();
  for (const { userId, itemId } of pairs)
    itemsOf.set(userId, [...(itemsOf.get(userId) ?? []), itemId]);
  for (const [userId, itemIds] of itemsOf) {
    const target = { type: "user", id: userId };
    await recordAudit({ action, actor, target, details: { level, itemIds } }, tx);
  }
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
    await recordGrants(tx, actor, "grant.revoked", kind, removed);
  });
}

export type GrantHolder = { id: number; fullName: string; email: string; grantedAt: string };

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
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      grantedAt: grants.createdAt,
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
    })),
  };
}

import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { financeComments, users } from "@/db/schema";
import { requireAdmin, requireEmployee, type Actor } from "@/lib/core/actor";
import { conflict, forbidden, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import type { FinanceKind } from "@/lib/kinds/finance";
import { financeEvent } from "@/lib/services/notifications/events";
import {
  COMMENT_EDIT_EXPIRED,
  COMMENT_EDIT_MINUTES,
  COMMENT_NOT_FOUND,
  COMMENT_NOT_YOURS,
  financeCommentSchema,
  type FinanceComment,
} from "@/lib/validation/finance-review";
import { financeKind, type FinanceKindServer } from "./kinds";
import { inScope, type Scope } from "./queries";

/**
 * The thread of a finance item between its owner and the admins (`GET/POST …/{id}/comments`).
 * Only those two sides see it: a collaborator reaches it through their own items only (another's
 * item is a 404, like the item itself). The author may correct a comment for its first
 * COMMENT_EDIT_MINUTES minutes (403 for someone else's, 409 after that); nobody deletes one.
 */

const EDIT_WINDOW_MS = COMMENT_EDIT_MINUTES * 60_000;

/** The item in the scope, with what a notification names; 404 outside it. */
export async function itemInScope(
  executor: Executor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
) {
  const { table } = config;
  const [item] = await executor
    .select({
      id: table.id,
      userId: table.userId,
      description: table.description,
      valueCents: table.valueCents,
      status: table.status,
    })
    .from(table)
    .where(inScope(config, scope, id));
  if (!item) throw notFound(config.text.notFound);
  return item;
}

/**
 * Adds a comment by `actor`, stamped with the app's clock (the edit window is measured with the
 * same clock), in the caller's transaction.
 */
export async function insertComment(
  tx: Executor,
  config: FinanceKindServer,
  itemId: number,
  actor: Actor,
  body: string,
): Promise<number> {
  const now = new Date();
  const [row] = await tx
    .insert(financeComments)
    .values({
      kind: config.kind,
      itemId,
      userId: actor.id,
      body,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: financeComments.id });
  return row.id;
}

/** Every comment of an item, oldest first, as `viewer` sees them. */
export async function commentsOf(
  executor: Executor,
  kind: FinanceKind,
  item: { id: number; userId: number },
  viewer?: Actor,
): Promise<FinanceComment[]> {
  const rows = await executor
    .select({
      id: financeComments.id,
      body: financeComments.body,
      userId: financeComments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: financeComments.createdAt,
      updatedAt: financeComments.updatedAt,
    })
    .from(financeComments)
    .innerJoin(users, eq(users.id, financeComments.userId))
    .where(and(eq(financeComments.kind, kind), eq(financeComments.itemId, item.id)))
    .orderBy(asc(financeComments.createdAt), asc(financeComments.id));
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    user: { id: row.userId, fullName: `${row.firstName} ${row.lastName}` },
    fromOwner: row.userId === item.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable: row.userId === viewer?.id && now - row.createdAt.getTime() <= EDIT_WINDOW_MS,
  }));
}

async function list(actor: Actor, config: FinanceKindServer, scope: Scope, id: number) {
  const db = await getDb();
  return {
    data: await commentsOf(db, config.kind, await itemInScope(db, config, scope, id), actor),
  };
}

type Item = Awaited<ReturnType<typeof itemInScope>>;

/**
 * Parses a comment's text, runs `change` on the item in the scope (404 outside it) in one
 * transaction, and answers the comment `change` names, as the actor now sees it.
 */
async function writeComment(
  actor: Actor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
  raw: unknown,
  change: (tx: Executor, item: Item, body: string) => Promise<number>,
): Promise<FinanceComment> {
  const { body } = parseWith(financeCommentSchema, raw ?? {});
  return (await getDb()).transaction(async (tx) => {
    const item = await itemInScope(tx, config, scope, id);
    const commentId = await change(tx, item, body);
    return (await commentsOf(tx, config.kind, item, actor)).find((c) => c.id === commentId)!;
  });
}

/** A new comment; the other side hears of it (the owner's go to the admins, an admin's to the owner). */
const add = (actor: Actor, config: FinanceKindServer, scope: Scope, id: number, raw: unknown) =>
  writeComment(actor, config, scope, id, raw, async (tx, item, body) => {
    const commentId = await insertComment(tx, config, id, actor, body);
    await financeEvent(tx, config, item, "commented", actor, body);
    return commentId;
  });

/** The author's correction within the edit window; no new notification. */
const edit = (
  actor: Actor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
  commentId: number,
  raw: unknown,
) =>
  writeComment(actor, config, scope, id, raw, async (tx, _item, body) => {
    const [comment] = await tx
      .select({ userId: financeComments.userId, createdAt: financeComments.createdAt })
      .from(financeComments)
      .where(
        and(
          eq(financeComments.id, commentId),
          eq(financeComments.kind, config.kind),
          eq(financeComments.itemId, id),
        ),
      )
      .for("update");
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (comment.userId !== actor.id) throw forbidden(COMMENT_NOT_YOURS);
    if (Date.now() - comment.createdAt.getTime() > EDIT_WINDOW_MS)
      throw conflict(COMMENT_EDIT_EXPIRED);
    await tx
      .update(financeComments)
      .set({ body, updatedAt: new Date() })
      .where(eq(financeComments.id, commentId));
    return commentId;
  });

/**
 * The comments of one kind's items, in two audiences: `collaborator` (EMPLOYEE, own items) and
 * `admin` (ADMIN, every item).
 */
export function financeItemComments(kind: FinanceKind) {
  const config = financeKind(kind);
  const everyone: Scope = { ownerId: null };
  const own = (actor: Actor): Scope => ({ ownerId: actor.id });
  return {
    collaborator: {
      async list(actor: Actor, id: number) {
        requireEmployee(actor);
        return list(actor, config, own(actor), id);
      },
      async add(actor: Actor, id: number, body: unknown) {
        requireEmployee(actor);
        return add(actor, config, own(actor), id, body);
      },
      async edit(actor: Actor, id: number, commentId: number, body: unknown) {
        requireEmployee(actor);
        return edit(actor, config, own(actor), id, commentId, body);
      },
    },
    admin: {
      async list(actor: Actor, id: number) {
        requireAdmin(actor);
        return list(actor, config, everyone, id);
      },
      async add(actor: Actor, id: number, body: unknown) {
        requireAdmin(actor);
        return add(actor, config, everyone, id, body);
      },
      async edit(actor: Actor, id: number, commentId: number, body: unknown) {
        requireAdmin(actor);
        return edit(actor, config, everyone, id, commentId, body);
      },
    },
  };
}

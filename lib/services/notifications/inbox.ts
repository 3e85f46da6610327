import "server-only";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";
import { requireSignedIn, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import { paged } from "@/lib/services/list";
import type { Paginated } from "@/lib/validation/list";
import {
  markReadSchema,
  notificationListQuerySchema,
  type NotificationView,
} from "@/lib/validation/notifications";

const toView = (row: typeof notifications.$inferSelect): NotificationView => ({
  id: row.id,
  category: row.category,
  event: row.event,
  title: row.title,
  body: row.body,
  href: row.href,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /api/notifications`: the actor's own, newest first; `unread=true` keeps the unread ones. */
export async function listNotifications(
  actor: Actor,
  rawQuery: unknown,
): Promise<Paginated<NotificationView> & { unread: number }> {
  requireSignedIn(actor);
  const query = parseWith(notificationListQuerySchema, rawQuery ?? {});
  const db = await getDb();
  const where = and(
    eq(notifications.userId, actor.id),
    query.unread ? isNull(notifications.readAt) : undefined,
  );
  const page = await paged(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset)
      ).map(toView),
    { executor: db, from: notifications, where },
  );
  return { ...page, unread: await unreadCount(actor) };
}

export async function unreadCount(actor: Actor): Promise<number> {
  requireSignedIn(actor);
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
  return row.n;
}

/** `POST /api/notifications/read`: marks some (only the actor's own count) or all as read. */
export async function markNotificationsRead(
  actor: Actor,
  body: unknown,
): Promise<{ updated: number }> {
  requireSignedIn(actor);
  const input = parseWith(markReadSchema, body ?? {});
  const db = await getDb();
  const own = and(eq(notifications.userId, actor.id), isNull(notifications.readAt));
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where("ids" in input ? and(own, inArray(notifications.id, input.ids)) : own)
    .returning({ id: notifications.id });
  return { updated: updated.length };
}

import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { notFound } from "@/lib/core/errors";
import type { ContentItem, ContentKind } from "@/lib/validation/content";
import { LEVELS } from "./levels";
import { assertUnlocked } from "./locks";
import { isReachable } from "./reach";
import { selectItems, toItem } from "./rows";

/**
 * The item when the collaborator may open it: 404 when they do not reach it (an ungranted item
 * is not revealed), 403 "Conclua «X» para desbloquear" when its module is locked (locks.ts).
 */
export async function reachableItem(
  executor: Executor,
  kind: ContentKind,
  id: number,
  userId: number,
): Promise<ContentItem> {
  const level = LEVELS[kind];
  const [row] = await selectItems(executor, level).where(
    and(eq(level.table.id, id), isReachable(executor, kind, userId)),
  );
  if (!row) throw notFound(level.notFound);
  await assertUnlocked(executor, kind, id, userId);
  return toItem(level, row);
}

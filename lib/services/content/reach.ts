import "server-only";
import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "@/db";
import { lessonProgress, lessons, modules, submodules } from "@/db/schema";
import type { GrantableKind, Progress } from "@/lib/validation/content";
import type { ContentKind } from "@/lib/validation/content";
import { LEVELS, parentColumn } from "./levels";
import { grantToday, inForce } from "./validity";

/**
 * The grant rule of ARCHITECTURE.md, as SQL: a collaborator reaches the trainings granted to
 * them; inside a reachable training, the modules granted to them; inside a reachable module,
 * the submodules granted to them; and every lesson of a reachable submodule. A grant past its
 * last day (`validUntil`, in the organisation's zone) reaches nothing.
 */
export function reachableIds(
  executor: Executor,
  kind: ContentKind,
  userId: number,
  today: string = grantToday(),
) {
  const level = LEVELS[kind];
  const t = level.table;
  const conditions: SQL[] = [];
  if (level.grants) {
    const g = level.grants;
    conditions.push(
      inArray(
        t.id,
        executor
          .select({ id: g.itemId })
          .from(g)
          .where(and(eq(g.userId, userId), inForce(g, today))),
      ),
    );
  }
  if (level.parent)
    conditions.push(
      inArray(parentColumn(level), reachableIds(executor, level.parent, userId, today)),
    );
  return executor
    .select({ id: t.id })
    .from(t)
    .where(and(...conditions));
}

/** A condition on `kind`'s id column: the collaborator reaches this row. */
export const isReachable = (executor: Executor, kind: ContentKind, userId: number) =>
  inArray(LEVELS[kind].table.id, reachableIds(executor, kind, userId));

/** The column a lesson is grouped by to total it under an item of `kind`. */
const ancestorColumn = {
  training: modules.parentId,
  module: submodules.parentId,
  submodule: lessons.parentId,
};

export const progressOf = (done: number, total: number): Progress => ({
  done,
  total,
  percent: total === 0 ? 0 : Math.round((done * 100) / total),
});

/** Done lessons / reachable lessons below each of the items `ids` of `kind`. */
export async function progressByItem(
  executor: Executor,
  kind: GrantableKind,
  ids: number[],
  userId: number,
): Promise<Map<number, Progress>> {
  const result = new Map<number, Progress>(ids.map((id) => [id, progressOf(0, 0)]));
  if (ids.length === 0) return result;
  const group = ancestorColumn[kind];
  const rows = await executor
    .select({ itemId: group, total: count(lessons.id), done: count(lessonProgress.lessonId) })
    .from(lessons)
    .innerJoin(submodules, eq(submodules.id, lessons.parentId))
    .innerJoin(modules, eq(modules.id, submodules.parentId))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
    )
    .where(and(inArray(group, ids), isReachable(executor, "lesson", userId)))
    .groupBy(group);
  for (const row of rows) result.set(row.itemId, progressOf(row.done, row.total));
  return result;
}

/** Which of the lessons `ids` the user has marked done. */
export async function doneLessons(
  executor: Executor,
  ids: number[],
  userId: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, ids)));
  return new Set(rows.map((r) => r.id));
}

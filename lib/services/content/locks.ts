import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/db";
import { lessons, modules, submodules } from "@/db/schema";
import { forbidden } from "@/lib/core/errors";
import type { ContentKind } from "@/lib/validation/content";
import { progressByItem } from "./reach";

/**
 * THE lock rule, for every door (pages, server actions, REST, files): a module that requires
 * another ("Requer o módulo") or the one before it ("Em ordem") is locked for a collaborator
 * until that module is completed — every lesson of it they reach is done (a quiz: passed).
 * A required module with no lesson they reach asks nothing of them. Its submodules and lessons
 * are locked with it.
 */

export type Lock = { moduleId: number; title: string; message: string };

export const unlockMessage = (title: string) => `Conclua «${title}» para desbloquear`;

/** The modules of `moduleIds` locked for the user, each with the module that unlocks it. */
export async function locksOf(
  executor: Executor,
  moduleIds: number[],
  userId: number,
): Promise<Map<number, Lock>> {
  const locks = new Map<number, Lock>();
  if (moduleIds.length === 0) return locks;
  const rows = await executor
    .select({
      id: modules.id,
      trainingId: modules.parentId,
      requiresModuleId: modules.requiresModuleId,
      requiresPrevious: modules.requiresPrevious,
    })
    .from(modules)
    .where(inArray(modules.id, moduleIds));
  const inOrder = rows.filter((row) => row.requiresPrevious);
  const previous = new Map<number, number>();
  if (inOrder.length > 0) {
    const siblings = await executor
      .select({ id: modules.id, trainingId: modules.parentId })
      .from(modules)
      .where(inArray(modules.parentId, [...new Set(inOrder.map((row) => row.trainingId))]))
      .orderBy(asc(modules.id));
    for (const row of inOrder) {
      const before = siblings
        .filter((m) => m.trainingId === row.trainingId && m.id < row.id)
        .at(-1);
      if (before) previous.set(row.id, before.id);
    }
  }
  const requirementsOf = (row: (typeof rows)[number]) =>
    [row.requiresModuleId, previous.get(row.id)].filter((id): id is number => id != null);
  const required = [...new Set(rows.flatMap(requirementsOf))];
  if (required.length === 0) return locks;
  const [progress, titles] = await Promise.all([
    progressByItem(executor, "module", required, userId),
    executor
      .select({ id: modules.id, title: modules.title })
      .from(modules)
      .where(inArray(modules.id, required)),
  ]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  for (const row of rows) {
    const unmet = requirementsOf(row).find((id) => {
      const p = progress.get(id);
      return p !== undefined && p.total > 0 && p.done < p.total;
    });
    if (unmet === undefined) continue;
    const title = titleOf.get(unmet) ?? "";
    locks.set(row.id, { moduleId: unmet, title, message: unlockMessage(title) });
  }
  return locks;
}

/** The module an item of `kind` belongs to (null for trainings or an unknown id). */
async function moduleOf(executor: Executor, kind: ContentKind, id: number): Promise<number | null> {
  if (kind === "module") return id;
  if (kind === "submodule") {
    const [row] = await executor
      .select({ moduleId: submodules.parentId })
      .from(submodules)
      .where(eq(submodules.id, id));
    return row?.moduleId ?? null;
  }
  if (kind === "lesson") {
    const [row] = await executor
      .select({ moduleId: submodules.parentId })
      .from(lessons)
      .innerJoin(submodules, eq(submodules.id, lessons.parentId))
      .where(eq(lessons.id, id));
    return row?.moduleId ?? null;
  }
  return null;
}

/** The lock on an item (its module's), or null. */
export async function lockOn(
  executor: Executor,
  kind: ContentKind,
  id: number,
  userId: number,
): Promise<Lock | null> {
  const moduleId = await moduleOf(executor, kind, id);
  if (moduleId === null) return null;
  return (await locksOf(executor, [moduleId], userId)).get(moduleId) ?? null;
}

/** 403 "Conclua «X» para desbloquear" when the item is locked for the user. */
export async function assertUnlocked(
  executor: Executor,
  kind: ContentKind,
  id: number,
  userId: number,
): Promise<void> {
  const lock = await lockOn(executor, kind, id, userId);
  if (lock) throw forbidden(lock.message);
}

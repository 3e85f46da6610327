import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@/db";
import { modules, submodules } from "@/db/schema";
import type { GrantableKind } from "@/lib/validation/content";
import { LEVELS } from "./levels";

/** How a grant's level is named to its holder. */
export const LEVEL_LABELS: Record<GrantableKind, string> = {
  training: "Treinamento",
  module: "Módulo",
  submodule: "Submódulo",
};

/** The titles of the items `ids` of `kind`. */
export async function itemTitles(
  tx: Executor,
  kind: GrantableKind,
  ids: number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const t = LEVELS[kind].table;
  const rows = await tx.select({ id: t.id, title: t.title }).from(t).where(inArray(t.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/**
 * Where the collaborator studies each granted item: a training's modules, or the submodules of
 * the module (a submodule has no page of its own: it opens inside its module's page).
 */
export async function collaboratorPaths(
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

import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { modules } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { badRequest } from "@/lib/core/errors";
import type { LevelRules } from "./level-rules";

/**
 * A module's prerequisites as the admin sets them: "Requer o módulo" (another module of the same
 * training) and "Em ordem" (the module before it by id in the same training). What they lock for
 * a collaborator is locks.ts.
 */

export const SAME_TRAINING = "Selecione um módulo do mesmo treinamento";
export const NOT_ITSELF = "Um módulo não pode requerer a si mesmo";
export const CYCLE = "Esse requisito cria um ciclo: os módulos ficariam esperando um pelo outro";

type Node = { id: number; requiresModuleId: number | null; requiresPrevious: boolean };

/** The modules `from` waits for, directly: its required module and, in order, the one before. */
function waitsFor(node: Node, ordered: Node[]): number[] {
  const edges: number[] = [];
  if (node.requiresModuleId !== null) edges.push(node.requiresModuleId);
  if (node.requiresPrevious) {
    const before = ordered.filter((m) => m.id < node.id).at(-1);
    if (before) edges.push(before.id);
  }
  return edges;
}

/** Whether `start` ends up waiting for itself through the training's requirements. */
function cycles(start: number, ordered: Node[]): boolean {
  const byId = new Map(ordered.map((m) => [m.id, m]));
  const seen = new Set<number>();
  const stack = [...waitsFor(byId.get(start)!, ordered)];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === start) return true;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    stack.push(...waitsFor(byId.get(id)!, ordered));
  }
  return false;
}

type ModuleInput = {
  trainingId?: number;
  requiresModuleId?: number | null;
  requiresPrevious?: boolean;
};

/** The module level's rules (levels.ts): same training, not itself, no cycle; 400 naming the field. */
export const moduleRules: LevelRules = {
  async prepare(executor, raw, id) {
    const input = raw as ModuleInput;
    const columns = { id: modules.id, trainingId: modules.parentId, ...prerequisiteColumns };
    const [stored] =
      id === null ? [] : await executor.select(columns).from(modules).where(eq(modules.id, id));
    if (id !== null && !stored) return {}; // the update answers 404
    const trainingId = input.trainingId ?? stored?.trainingId;
    const requiresModuleId =
      input.requiresModuleId !== undefined
        ? input.requiresModuleId
        : (stored?.requiresModuleId ?? null);
    const requiresPrevious = input.requiresPrevious ?? stored?.requiresPrevious ?? false;
    if (requiresModuleId === null && !requiresPrevious) return {};
    if (id !== null && requiresModuleId === id)
      throw badRequest("Dados inválidos", { requiresModuleId: [NOT_ITSELF] });
    const siblings = await executor
      .select(columns)
      .from(modules)
      .where(eq(modules.parentId, trainingId!))
      .orderBy(asc(modules.id));
    if (requiresModuleId !== null && !siblings.some((m) => m.id === requiresModuleId))
      throw badRequest("Dados inválidos", { requiresModuleId: [SAME_TRAINING] });
    if (id === null) return {}; // a new module comes last: nothing can wait for it yet
    const proposed = siblings.map((m) =>
      m.id === id ? { ...m, requiresModuleId, requiresPrevious } : m,
    );
    if (!proposed.some((m) => m.id === id))
      proposed.push({ id, trainingId: trainingId!, requiresModuleId, requiresPrevious });
    proposed.sort((a, b) => a.id - b.id);
    if (cycles(id, proposed)) {
      const field = input.requiresModuleId != null ? "requiresModuleId" : "requiresPrevious";
      throw badRequest("Dados inválidos", { [field]: [CYCLE] });
    }
    return {};
  },
};

const prerequisiteColumns = {
  requiresModuleId: modules.requiresModuleId,
  requiresPrevious: modules.requiresPrevious,
};

export type ModuleOption = { id: number; title: string; trainingId: number };

/** Every module with its training: the "Requer o módulo" select keeps those of the form's training. */
export async function moduleOptions(actor: Actor): Promise<ModuleOption[]> {
  requireAdmin(actor);
  const db = await getDb();
  return db
    .select({ id: modules.id, title: modules.title, trainingId: modules.parentId })
    .from(modules)
    .orderBy(asc(modules.parentId), asc(modules.id));
}

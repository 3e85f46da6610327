import "server-only";
import {
  lessons,
  moduleGrants,
  modules,
  submoduleGrants,
  submodules,
  trainingGrants,
  trainings,
  type GrantTable,
} from "@/db/schema";
import type { ContentKind, GrantableKind } from "@/lib/validation/content";
import type { LevelRules } from "./level-rules";
import { moduleRules } from "./prerequisites";
import { lessonRules } from "./quiz-questions";

/**
 * The four levels of training content, described once: the content service, the route
 * factory and the screens are written against this description, never against one level.
 */
export type ContentTable = typeof trainings | typeof modules | typeof submodules | typeof lessons;
export type ParentedTable = typeof modules | typeof submodules | typeof lessons;

export type Level = {
  kind: ContentKind;
  table: ContentTable;
  /** The level above (null for trainings) and the one below (null for lessons). */
  parent: ContentKind | null;
  child: ContentKind | null;
  /** Who holds this level; lessons are reached through their submodule. */
  grants: GrantTable | null;
  /** The JSON key of the attached file: trainings, modules and submodules show a thumbnail. */
  fileKey: "thumbnail" | "file";
  /**
   * The level's own columns besides title and description: a training's tutor, a lesson's
   * content and its kind and quiz rules, a module's prerequisites.
   */
  extra: readonly ("tutor" | "workload" | "content" | "quiz" | "prerequisites")[];
  /** What the level checks and stores beyond those columns (level-rules.ts). */
  rules?: LevelRules;
  notFound: string;
};

export const LEVELS: Record<ContentKind, Level> = {
  training: {
    kind: "training",
    table: trainings,
    parent: null,
    child: "module",
    grants: trainingGrants,
    fileKey: "thumbnail",
    extra: ["tutor", "workload"],
    notFound: "Treinamento não encontrado",
  },
  module: {
    kind: "module",
    table: modules,
    parent: "training",
    child: "submodule",
    grants: moduleGrants,
    fileKey: "thumbnail",
    extra: ["prerequisites"],
    rules: moduleRules,
    notFound: "Módulo não encontrado",
  },
  submodule: {
    kind: "submodule",
    table: submodules,
    parent: "module",
    child: "lesson",
    grants: submoduleGrants,
    fileKey: "thumbnail",
    extra: [],
    notFound: "Submódulo não encontrado",
  },
  lesson: {
    kind: "lesson",
    table: lessons,
    parent: "submodule",
    child: null,
    grants: null,
    fileKey: "file",
    extra: ["content", "quiz"],
    rules: lessonRules,
    notFound: "Aula não encontrada",
  },
};

export const levelOf = (kind: ContentKind): Level => LEVELS[kind];

const GRANT_TABLES: Record<GrantableKind, GrantTable> = {
  training: trainingGrants,
  module: moduleGrants,
  submodule: submoduleGrants,
};
export const grantTableOf = (kind: GrantableKind): GrantTable => GRANT_TABLES[kind];

/** The parent id column of a level below trainings. */
export function parentColumn(level: Level) {
  if (!level.parent) throw new Error(`${level.kind} has no parent`);
  return (level.table as ParentedTable).parentId;
}

/** The levels below `kind`, nearest first (training → module, submodule, lesson). */
export function descendantsOf(kind: ContentKind): Level[] {
  const below: Level[] = [];
  for (let next = LEVELS[kind].child; next; next = LEVELS[next].child) below.push(LEVELS[next]);
  return below;
}

/**
 * Training content's levels, parents and sorts. No zod here: the lists' client components import
 * these, and the schemas (lib/validation/content.ts) would weigh on their first load. Trainings ›
 * modules › submodules › lessons: one set of rules, four levels; the parent key of each level is
 * named as in the REST contract (trainingId, …).
 */
export const CONTENT_KINDS = ["training", "module", "submodule", "lesson"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** A lesson is content to study (a link) or a "Questionário" passed with a minimum score. */
export const LESSON_KINDS = ["content", "quiz"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
/** The levels a user can be granted (lessons come with their submodule). */
export const GRANTABLE_KINDS = ["training", "module", "submodule"] as const;
export type GrantableKind = (typeof GRANTABLE_KINDS)[number];

/** The level above each level below trainings. */
export const PARENT_KIND = {
  module: "training",
  submodule: "module",
  lesson: "submodule",
} as const;
export const parentKindOf = (kind: ContentKind) => (kind === "training" ? null : PARENT_KIND[kind]);

export const PARENT_KEY = {
  module: "trainingId",
  submodule: "moduleId",
  lesson: "submoduleId",
} as const;
export type ParentKey = (typeof PARENT_KEY)[keyof typeof PARENT_KEY];

/** The sortable columns of each admin list (`parent`: the parent's title). */
export const CONTENT_SORTS = {
  training: ["id", "title", "tutor", "createdAt", "updatedAt"],
  module: ["id", "title", "parent", "createdAt", "updatedAt"],
  submodule: ["id", "title", "parent", "createdAt", "updatedAt"],
  lesson: ["id", "title", "parent", "createdAt", "updatedAt"],
} as const satisfies Record<ContentKind, readonly string[]>;

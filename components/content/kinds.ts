import type { ContentKind, GrantableKind } from "@/lib/validation/content";

/**
 * What the screens say and where they live, per level of training content. The screens are
 * written once against this table (like the service against lib/services/content/levels.ts).
 */
export type ContentScreen = {
  /** 'Treinamento'; `lower` for sentences ('treinamento'), `plural` for titles. */
  label: string;
  lower: string;
  plural: string;
  /** The list without rows: 'Nenhum treinamento encontrado'. */
  empty: string;
  /** Admin list path and the REST base of its calls. */
  path: string;
  api: string;
  newTitle: string;
  editTitle: string;
  createLabel: string;
  created: string;
  edited: string;
  deleted: string;
  /** 'esse treinamento' / 'essa aula' (delete question). */
  this: string;
  /** The label of the attached file field. */
  fileLabel: string;
};

export const CONTENT_SCREENS: Record<ContentKind, ContentScreen> = {
  training: {
    label: "Treinamento",
    lower: "treinamento",
    empty: "Nenhum treinamento encontrado",
    plural: "Treinamentos",
    path: "/admin/trainings",
    api: "/api/training-admin",
    newTitle: "Novo treinamento",
    editTitle: "Editar treinamento",
    createLabel: "Criar treinamento",
    created: "Treinamento criado com sucesso",
    edited: "Treinamento editado com sucesso",
    deleted: "Treinamento excluído com sucesso",
    this: "esse treinamento",
    fileLabel: "Thumbnail",
  },
  module: {
    label: "Módulo",
    lower: "módulo",
    empty: "Nenhum módulo encontrado",
    plural: "Módulos",
    path: "/admin/modules",
    api: "/api/training-modules-admin",
    newTitle: "Novo módulo",
    editTitle: "Editar módulo",
    createLabel: "Criar módulo",
    created: "Módulo criado com sucesso",
    edited: "Módulo editado com sucesso",
    deleted: "Módulo excluído com sucesso",
    this: "esse módulo",
    fileLabel: "Thumbnail",
  },
  submodule: {
    label: "Submódulo",
    lower: "submódulo",
    empty: "Nenhum submódulo encontrado",
    plural: "Submódulos",
    path: "/admin/subModules",
    api: "/api/sub-modules-admin",
    newTitle: "Novo submódulo",
    editTitle: "Editar submódulo",
    createLabel: "Criar submódulo",
    created: "Submódulo criado com sucesso",
    edited: "Submódulo editado com sucesso",
    deleted: "Submódulo excluído com sucesso",
    this: "esse submódulo",
    fileLabel: "Thumbnail",
  },
  lesson: {
    label: "Aula",
    lower: "aula",
    empty: "Nenhuma aula encontrada",
    plural: "Aulas",
    path: "/admin/lessons",
    api: "/api/lessons-admin",
    newTitle: "Nova aula",
    editTitle: "Editar aula",
    createLabel: "Criar aula",
    // Spec §8, as written.
    created: "Aula criado com sucesso",
    edited: "Aula editada com sucesso",
    deleted: "Aula excluída com sucesso",
    this: "essa aula",
    fileLabel: "Arquivo",
  },
};

/** 'módulo' / 'módulos'. */
export function countLabel(kind: ContentKind, count: number): string {
  const lower = CONTENT_SCREENS[kind].lower;
  return `${count} ${count === 1 ? lower : `${lower}s`}`;
}

/** '2 módulos, 3 submódulos e 1 aula' (levels with none are left out). */
export function describeCounts(counts: Partial<Record<ContentKind, number>>): string {
  const parts = (Object.entries(counts) as [ContentKind, number][])
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => countLabel(kind, n));
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}

/** The permission screens (spec §2: /admin/permissions/{training,modules,submodules}). */
export const GRANT_SCREENS: Record<
  GrantableKind,
  { path: string; title: string; itemsLabel: string; itemsPlaceholder: string }
> = {
  training: {
    path: "/admin/permissions/training",
    title: "Permissões de treinamentos",
    itemsLabel: "Treinamentos",
    itemsPlaceholder: "Selecione os treinamentos",
  },
  module: {
    path: "/admin/permissions/modules",
    title: "Permissões de módulos",
    itemsLabel: "Módulos",
    itemsPlaceholder: "Selecione os módulos",
  },
  submodule: {
    path: "/admin/permissions/submodules",
    title: "Permissões de submódulos",
    itemsLabel: "Submódulos",
    itemsPlaceholder: "Selecione os submódulos",
  },
};

/** The autocomplete key of each level's option list. */
export const OPTIONS_KEY = {
  training: "trainings",
  module: "modules",
  submodule: "submodules",
} as const;

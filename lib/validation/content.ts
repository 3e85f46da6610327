import { z } from "@/lib/validation/zod";
import type { FileInfo } from "./file";
import {
  CONTENT_SORTS,
  type ContentKind,
  type LessonKind,
  type ParentKey,
} from "@/lib/kinds/content";
import { listQuerySchema, optionalText } from "./list";
import { quizFields, type AdminQuestion } from "./quiz";

export * from "@/lib/kinds/content";

/** Training content's schemas; its levels, parents and sorts are in lib/kinds/content.ts. */

/** The body key holding the item ids of a grant: {trainings|modules|submodules, users}. */
export const GRANT_ITEMS_KEY = {
  training: "trainings",
  module: "modules",
  submodule: "submodules",
} as const;

const MAX_TITLE = 191;
const MAX_TEXT = 5000;
const WORKLOAD_MESSAGE = "Informe as horas: um número inteiro de 1 a 10000";

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(2, message).max(max, `Use até ${max} caracteres`);

const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, "Use até 2000 caracteres")
    .url(message)
    .refine((v) => /^https?:\/\//i.test(v), message);

/** The message of a missing or unknown parent (spec §5; a lesson's says 'módulo', as written). */
export const PARENT_REQUIRED = {
  trainingId: "Selecione um treinamento",
  moduleId: "Selecione um módulo",
  submoduleId: "Selecione um módulo",
} as const satisfies Record<ParentKey, string>;

export const contentFields = {
  title: text("Título obrigatório", MAX_TITLE),
  description: text("Descrição obrigatória", MAX_TEXT),
  tutor: text("Campo obrigatório", MAX_TITLE),
  /** "Carga horária (horas)", printed on the certificate; empty or null: none. */
  workloadHours: z.preprocess(
    (v) => (v === "" || v === null ? null : v),
    z.coerce
      .number({ error: WORKLOAD_MESSAGE })
      .int(WORKLOAD_MESSAGE)
      .min(1, WORKLOAD_MESSAGE)
      .max(10_000, WORKLOAD_MESSAGE)
      .nullable()
      .optional(),
  ),
  trainingId: idField(PARENT_REQUIRED.trainingId),
  moduleId: idField(PARENT_REQUIRED.moduleId),
  submoduleId: idField(PARENT_REQUIRED.submoduleId),
  content: httpUrl("Insira uma URL válida"),
};

const { title, description, tutor, workloadHours, trainingId, moduleId, submoduleId, content } =
  contentFields;

/** A quiz lesson has no URL: an empty one is no URL (lessonKindIssues requires it for content). */
const lessonContent = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  content.optional(),
);

/** "Requer o módulo" (another module of the same training, or none) and "Em ordem". */
const prerequisiteFields = {
  requiresModuleId: z.preprocess(
    (v) => (v === "" || v === null ? null : v),
    idField("Selecione um módulo do mesmo treinamento").nullable().optional(),
  ),
  requiresPrevious: z.boolean({ error: "Marque ou desmarque" }).optional(),
};

/**
 * Lessons: the kind and a quiz's fields are optional here (content, by default, keeps the old
 * contract); the rules that depend on the kind are lessonKindIssues (quiz.ts), checked by the
 * service against the stored lesson and by the form.
 */
export const contentSchemas = {
  training: z.object({ title, description, tutor, workloadHours }),
  module: z.object({ title, description, trainingId, ...prerequisiteFields }),
  submodule: z.object({ title, description, moduleId }),
  lesson: z.object({
    title,
    description,
    submoduleId,
    content: lessonContent,
    kind: quizFields.kind.optional(),
    passingScore: quizFields.passingScore.optional(),
    maxAttempts: quizFields.maxAttempts.optional(),
    attemptWaitMinutes: quizFields.attemptWaitMinutes.optional(),
    questions: quizFields.questions.optional(),
  }),
} satisfies Record<ContentKind, z.ZodObject>;

export type TrainingInput = z.input<typeof contentSchemas.training>;
export type ModuleInput = z.input<typeof contentSchemas.module>;
export type SubmoduleInput = z.input<typeof contentSchemas.submodule>;
export type LessonInput = z.input<typeof contentSchemas.lesson>;
export type ContentInput = z.output<(typeof contentSchemas)[ContentKind]>;

/** PATCH takes any subset of the create fields. */
export const contentUpdateSchemas = {
  training: contentSchemas.training.partial(),
  module: contentSchemas.module.partial(),
  submodule: contentSchemas.submodule.partial(),
  lesson: contentSchemas.lesson.partial(),
};

const optionalId = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.coerce
    .number({ error: "Filtro inválido" })
    .int("Filtro inválido")
    .positive("Filtro inválido")
    .max(2_147_483_647, "Filtro inválido")
    .optional(),
);

const sortOf = (kind: ContentKind) =>
  z.enum(CONTENT_SORTS[kind], { error: "Ordenação inválida" }).optional();

/**
 * Admin lists: paging and a whitelisted sort, a title filter and (below trainings) a parent filter.
 */
export const contentListQuerySchemas = {
  training: listQuerySchema.extend({ sort: sortOf("training"), title: optionalText() }),
  module: listQuerySchema.extend({
    sort: sortOf("module"),
    title: optionalText(),
    trainingId: optionalId,
  }),
  submodule: listQuerySchema.extend({
    sort: sortOf("submodule"),
    title: optionalText(),
    moduleId: optionalId,
  }),
  lesson: listQuerySchema.extend({
    sort: sortOf("lesson"),
    title: optionalText(),
    submoduleId: optionalId,
  }),
};
export type ContentListQuery = z.output<(typeof contentListQuerySchemas)[ContentKind]>;

const idList = (message: string) =>
  z
    .array(idField(message), { error: message })
    .min(1, message)
    .max(500, "Selecione até 500 itens")
    .transform((ids) => [...new Set(ids)]);

const users = idList("Selecione pelo menos um usuário");

/** `POST …/permissions` (grant) and `DELETE …/permissions` (revoke): items × users. */
export const grantSchemas = {
  training: z.object({ trainings: idList("Selecione pelo menos um treinamento"), users }),
  module: z.object({ modules: idList("Selecione pelo menos um módulo"), users }),
  submodule: z.object({ submodules: idList("Selecione pelo menos um submódulo"), users }),
};
export type GrantInput = { items: number[]; users: number[] };

/** Collaborator lists: the parent they are read inside of, required. */
export const collaboratorQuerySchemas = {
  training: listQuerySchema,
  module: listQuerySchema.extend({ trainingId }),
  submodule: listQuerySchema.extend({ moduleId }),
  lesson: listQuerySchema.extend({ submoduleId: idField("Selecione um submódulo") }),
};

/** A YouTube or Vimeo page as its embeddable player URL; null for any other link. */
export function embedUrl(content: string): string | null {
  let url: URL;
  try {
    url = new URL(content);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const safeId = (value: string | null | undefined) =>
    value && /^[\w-]{1,64}$/.test(value) ? value : null;
  let youtube: string | null = null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") youtube = safeId(url.searchParams.get("v"));
    else youtube = safeId(url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]);
  } else if (host === "youtu.be") {
    youtube = safeId(url.pathname.slice(1).split("/")[0]);
  }
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeo = url.pathname.match(/^\/(?:video\/)?(\d{1,15})(?:\/([\da-f]{1,32}))?/);
    if (vimeo)
      return `https://player.vimeo.com/video/${vimeo[1]}${vimeo[2] ? `?h=${vimeo[2]}` : ""}`;
  }
  return null;
}

type Ref = { id: number; title: string };

/**
 * A content item as the API and the screens show it (spec §3): trainings carry `tutor`,
 * lessons `content`; below trainings, the parent's id and `{id, title}`; trainings, modules
 * and submodules carry a `thumbnail`, lessons a `file`.
 */
export type ContentItem = {
  id: number;
  title: string;
  description: string;
  tutor?: string;
  workloadHours?: number | null;
  content?: string;
  trainingId?: number;
  moduleId?: number;
  submoduleId?: number;
  training?: Ref;
  module?: Ref;
  submodule?: Ref;
  thumbnail?: FileInfo | null;
  file?: FileInfo | null;
  /** Lessons: 'content' or 'quiz', and a quiz's rules (admins also get its questions). */
  kind?: LessonKind;
  passingScore?: number | null;
  maxAttempts?: number | null;
  attemptWaitMinutes?: number | null;
  questions?: AdminQuestion[];
  /** Modules: the module required first and "em ordem". */
  requiresModuleId?: number | null;
  requiresPrevious?: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Done lessons over the lessons the collaborator can reach below an item. */
export type Progress = { done: number; total: number; percent: number };

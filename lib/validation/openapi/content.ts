import {
  collaboratorQuerySchemas,
  CONTENT_KINDS,
  contentListQuerySchemas,
  contentSchemas,
  contentUpdateSchemas,
  GRANT_ITEMS_KEY,
  GRANTABLE_KINDS,
  grantSchemas,
  parentKindOf,
  type ContentKind,
} from "@/lib/validation/content";
import { grantValiditySchema, grantWithValiditySchemas } from "@/lib/validation/grant-validity";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import {
  createdWithId,
  dataOf,
  dateTime,
  fileInfo,
  listOf,
  looseObject,
  ref,
  success,
} from "./responses";

const ADMIN = ["ADMIN"] as const;
const EMPLOYEE = ["EMPLOYEE"] as const;
const tag = "Treinamentos";

const ADMIN_API: Record<ContentKind, string> = {
  training: "training-admin",
  module: "training-modules-admin",
  submodule: "sub-modules-admin",
  lesson: "lessons-admin",
};
const STUDY_API: Record<ContentKind, string> = {
  training: "training-collaborator",
  module: "module-collaborator",
  submodule: "submodule-collaborator",
  lesson: "lesson-collaborator",
};
const NAME: Record<ContentKind, string> = {
  training: "treinamento",
  module: "módulo",
  submodule: "submódulo",
  lesson: "aula",
};
const EXAMPLE: Record<ContentKind, Record<string, unknown>> = {
  training: {
    title: "Atendimento ao cliente",
    description: "Boas práticas de atendimento",
    tutor: "Fernanda Lima",
    workloadHours: 8,
  },
  module: { title: "Primeiro contato", description: "Como receber o cliente", trainingId: 1 },
  submodule: { title: "Cumprimentos", description: "Tom de voz e postura", moduleId: 1 },
  lesson: {
    title: "Vídeo de abertura",
    description: "Assista antes de seguir",
    submoduleId: 1,
    content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  },
};

/**
 * A content item as the API answers it (lessons carry `content` and `file`, the rest a
 * `thumbnail`).
 */
export const contentItemResponse = z
  .looseObject({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    tutor: z.string().optional(),
    workloadHours: z
      .int()
      .nullable()
      .optional()
      .describe("Treinamentos: a carga horária impressa no certificado (null: nenhuma)"),
    content: z.string().optional(),
    trainingId: z.int().optional(),
    moduleId: z.int().optional(),
    submoduleId: z.int().optional(),
    training: ref.optional(),
    module: ref.optional(),
    submodule: ref.optional(),
    thumbnail: fileInfo.nullable().optional(),
    file: fileInfo.nullable().optional(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: "ContentItem" });

/**
 * `{ [kind]: item, stream }`: the item under its kind's name and the URL of its file or thumbnail.
 */
const detailOf = (kind: ContentKind) =>
  z.object({
    [kind]: contentItemResponse,
    stream: z.string().nullable(),
    path: z.array(ref.extend({ kind: z.enum(CONTENT_KINDS) })).optional(),
  });

const upload = z.object({
  file: z.string().meta({ format: "binary", description: "Miniatura (imagem) ou arquivo da aula" }),
});

function adminOps(kind: ContentKind): Operation[] {
  const base = `/api/${ADMIN_API[kind]}`;
  const name = NAME[kind];
  return [
    {
      method: "get",
      path: base,
      tag,
      roles: ADMIN,
      summary: `Lista de ${name}s`,
      query: contentListQuerySchemas[kind],
      ok: { status: 200, schema: listOf(contentItemResponse) },
    },
    {
      method: "post",
      path: base,
      tag,
      roles: ADMIN,
      summary: `Criar ${name}`,
      body: contentSchemas[kind],
      example: EXAMPLE[kind],
      ok: { status: 201, schema: createdWithId },
      errors: [400, 404, 413],
    },
    {
      method: "get",
      path: `${base}/{id}`,
      tag,
      roles: ADMIN,
      summary: `Um ${name}`,
      ok: { status: 200, schema: detailOf(kind) },
      errors: [404],
    },
    {
      method: "patch",
      path: `${base}/{id}`,
      tag,
      roles: ADMIN,
      summary: `Editar ${name}`,
      body: contentUpdateSchemas[kind],
      ok: { status: 200, schema: success },
      errors: [400, 404, 413],
    },
    {
      method: "delete",
      path: `${base}/{id}`,
      tag,
      roles: ADMIN,
      summary: `Excluir ${name} (e o que está abaixo)`,
      ok: { status: 200, schema: success },
      errors: [404],
    },
    {
      method: "get",
      path: `${base}/{id}/descendants`,
      tag,
      roles: ADMIN,
      summary: "Quantos itens abaixo seriam excluídos",
      ok: { status: 200, schema: looseObject() },
      errors: [404],
    },
    {
      method: "post",
      path: `${base}/{id}/file`,
      tag,
      roles: ADMIN,
      summary: kind === "lesson" ? "Enviar o arquivo da aula" : "Enviar a miniatura",
      multipart: upload,
      ok: { status: 200, schema: success.extend({ file: fileInfo }) },
      errors: [400, 404, 413, 415],
    },
  ];
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const VALID_UNTIL_TEXT =
  "`validUntil` (AAAA-MM-DD) é o último dia de acesso no fuso da organização (APP_TIME_ZONE); " +
  "null: sem prazo. Uma data já passada encerra o acesso na hora; o progresso fica guardado e " +
  "volta com um novo prazo. No POST, sem `validUntil` um acesso novo não tem prazo e um já " +
  "existente mantém o seu. O colaborador é avisado 7 dias antes do fim.";

function grantOps(kind: (typeof GRANTABLE_KINDS)[number]): Operation[] {
  const base = `/api/${ADMIN_API[kind]}`;
  const name = NAME[kind];
  const holder = z.looseObject({
    id: z.int(),
    fullName: z.string(),
    email: z.string(),
    grantedAt: dateTime(),
    validUntil: day.nullable(),
    expired: z.boolean(),
  });
  const grantExample = { [GRANT_ITEMS_KEY[kind]]: [1], users: [2] };
  return [
    {
      method: "post",
      path: `${base}/permissions`,
      tag,
      roles: ADMIN,
      summary: `Dar acesso a ${name}s para colaboradores`,
      description: VALID_UNTIL_TEXT,
      body: grantWithValiditySchemas[kind],
      example: { ...grantExample, validUntil: "2027-03-31" },
      ok: {
        status: 200,
        schema: success.extend({ added: z.int(), updated: z.int() }),
        description:
          "`added`: acessos novos; `updated`: acessos que já existiam e mudaram de prazo.",
      },
      errors: [400, 404, 413],
    },
    {
      method: "delete",
      path: `${base}/permissions`,
      tag,
      roles: ADMIN,
      summary: `Retirar acesso a ${name}s`,
      body: grantSchemas[kind],
      example: grantExample,
      ok: { status: 200, schema: success },
      errors: [400, 413],
    },
    {
      method: "get",
      path: `${base}/{id}/permissions`,
      tag,
      roles: ADMIN,
      summary: `Quem tem acesso ao ${name}`,
      description:
        "Com o último dia de acesso de cada um (`validUntil`, null: sem prazo) e se já passou.",
      ok: { status: 200, schema: dataOf(holder) },
      errors: [404],
    },
    {
      method: "patch",
      path: `${base}/{id}/permissions/{userId}`,
      tag,
      roles: ADMIN,
      summary: `Mudar o prazo do acesso de um colaborador ao ${name}`,
      description: VALID_UNTIL_TEXT,
      body: grantValiditySchema,
      example: { validUntil: "2027-03-31" },
      ok: { status: 200, schema: success.extend({ validUntil: day.nullable() }) },
      errors: [400, 404],
    },
    {
      method: "delete",
      path: `${base}/{id}/permissions/{userId}`,
      tag,
      roles: ADMIN,
      summary: `Retirar o acesso de um colaborador ao ${name}`,
      ok: { status: 200, schema: success },
      errors: [404],
    },
  ];
}

/** A study list also carries the parent it is read inside of (`training` for modules, …). */
const studyList = (kind: ContentKind) => {
  const parent = parentKindOf(kind);
  return parent
    ? listOf(contentItemResponse).extend({ [parent]: contentItemResponse })
    : listOf(contentItemResponse);
};

function studyOps(kind: ContentKind): Operation[] {
  const base = `/api/collaborator/${STUDY_API[kind]}`;
  const name = NAME[kind];
  const ops: Operation[] = [
    {
      method: "get",
      path: base,
      tag,
      roles: EMPLOYEE,
      summary: `Meus ${name}s liberados`,
      query: collaboratorQuerySchemas[kind],
      ok: { status: 200, schema: studyList(kind) },
    },
    {
      method: "get",
      path: `${base}/{id}`,
      tag,
      roles: EMPLOYEE,
      summary: `Estudar um ${name}`,
      ok: { status: 200, schema: detailOf(kind) },
      errors: [404],
    },
  ];
  if (kind === "lesson") {
    const done = { ok: { status: 200 as const, schema: success }, errors: [404] };
    ops.push(
      {
        method: "put",
        path: `${base}/{id}/progress`,
        tag,
        roles: EMPLOYEE,
        summary: "Marcar aula como concluída",
        ...done,
      },
      {
        method: "post",
        path: `${base}/{id}/progress`,
        tag,
        roles: EMPLOYEE,
        summary: "Marcar aula como concluída (o mesmo que PUT)",
        ...done,
      },
      {
        method: "delete",
        path: `${base}/{id}/progress`,
        tag,
        roles: EMPLOYEE,
        summary: "Desmarcar aula concluída",
        ...done,
      },
    );
  }
  return ops;
}

export const contentOperations: Operation[] = [
  ...CONTENT_KINDS.flatMap(adminOps),
  ...GRANTABLE_KINDS.flatMap(grantOps),
  ...CONTENT_KINDS.flatMap(studyOps),
];

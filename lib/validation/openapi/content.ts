import {
  collaboratorQuerySchemas,
  CONTENT_KINDS,
  contentListQuerySchemas,
  contentSchemas,
  contentUpdateSchemas,
  parentKindOf,
  type ContentKind,
} from "@/lib/validation/content";
import { z } from "@/lib/validation/zod";
import { ADMIN_API, NAME, grantOperations } from "./content-grants";
import type { Operation } from "./operation";
import { createdWithId, dateTime, fileInfo, listOf, looseObject, ref, success } from "./responses";

const ADMIN = ["ADMIN"] as const;
const EMPLOYEE = ["EMPLOYEE"] as const;
const tag = "Treinamentos";

const STUDY_API: Record<ContentKind, string> = {
  training: "training-collaborator",
  module: "module-collaborator",
  submodule: "submodule-collaborator",
  lesson: "lesson-collaborator",
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
  ...grantOperations,
  ...CONTENT_KINDS.flatMap(studyOps),
];

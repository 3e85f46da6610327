import {
  GRANT_ITEMS_KEY,
  GRANTABLE_KINDS,
  grantSchemas,
  type ContentKind,
} from "@/lib/validation/content";
import { grantValiditySchema, grantWithValiditySchemas } from "@/lib/validation/grant-validity";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dataOf, dateTime, success } from "./responses";

/** The access grants' operations (who holds a training, a module or a submodule, and until when). */

const ADMIN = ["ADMIN"] as const;
const tag = "Treinamentos";

export const ADMIN_API: Record<ContentKind, string> = {
  training: "training-admin",
  module: "training-modules-admin",
  submodule: "sub-modules-admin",
  lesson: "lessons-admin",
};
export const NAME: Record<ContentKind, string> = {
  training: "treinamento",
  module: "módulo",
  submodule: "submódulo",
  lesson: "aula",
};

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

export const grantOperations: Operation[] = GRANTABLE_KINDS.flatMap(grantOps);

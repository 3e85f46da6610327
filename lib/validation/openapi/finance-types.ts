import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { financeTypeSchema, financeTypeUpdateSchema } from "@/lib/validation/finance";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { createdWithId, dataOf, success } from "./responses";

/** The three finance type lists' operations (`/api/{payment|payment-request|refund}-types`). */

const ADMIN = ["ADMIN"] as const;
const typeResponse = z.looseObject({ id: z.int(), label: z.string() }).meta({ id: "FinanceType" });

const TYPE_EXAMPLE: Record<FinanceKind, string> = {
  payment: "Consultoria jurídica",
  payment_request: "Cursos e certificações",
  refund: "Pedágio e estacionamento",
};

export function typeOps(kind: FinanceKind): Operation[] {
  const { typesApi, text } = FINANCE[kind];
  const base = `/api/${typesApi}`;
  const tag = "Tipos";
  return [
    {
      method: "get",
      path: base,
      tag,
      roles: ["ADMIN", "EMPLOYEE"],
      summary: `${text.typesTitle} ativos (?all=1: todos, ADMIN)`,
      query: z.object({ all: z.enum(["1"]).optional() }),
      ok: { status: 200, schema: dataOf(typeResponse) },
    },
    {
      method: "post",
      path: base,
      tag,
      roles: ADMIN,
      summary: `Novo ${text.typeLabel.toLowerCase()}`,
      body: financeTypeSchema,
      example: { label: TYPE_EXAMPLE[kind] },
      ok: { status: 201, schema: createdWithId },
      errors: [400, 409, 413],
    },
    {
      method: "patch",
      path: `${base}/{id}`,
      tag,
      roles: ADMIN,
      summary: `Renomear, ativar ou desativar um ${text.typeLabel.toLowerCase()}`,
      body: financeTypeUpdateSchema,
      ok: { status: 200, schema: success },
      errors: [400, 404, 409, 413],
    },
  ];
}

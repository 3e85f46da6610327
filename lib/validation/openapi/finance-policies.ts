import { financePoliciesSchema } from "@/lib/validation/finance-policies";
import type { Operation } from "./operation";

/** The approval policies (`/api/finance-policies`): Configurações › Financeiro › Aprovação. */

const ADMIN = ["ADMIN"] as const;
const tag = "Políticas de aprovação";

export const financePolicyOperations: Operation[] = [
  {
    method: "get",
    path: "/api/finance-policies",
    tag,
    roles: ADMIN,
    summary: "As políticas de aprovação, com os valores padrão",
    description:
      "Por tipo de item (`payment`, `payment_request`, `refund`): `secondApprovalFrom` (reais; a partir desse valor, inclusive, o item precisa de duas aprovações de administradores diferentes) e regras por tipo (`typeId`, `secondApprovalFrom` que prevalece sobre o do item, `maxValue` que só avisa). `preventSelfApproval` (padrão true): ninguém aprova um item seu. `fourEyes` (padrão false): ninguém aprova um item que criou.",
    ok: { status: 200, schema: financePoliciesSchema },
  },
  {
    method: "put",
    path: "/api/finance-policies",
    tag,
    roles: ADMIN,
    summary: "Substituir as políticas de aprovação (o documento inteiro)",
    description:
      "Campos desconhecidos são recusados; campos ausentes recebem o padrão. Um `typeId` que não existe no tipo de item é um 400 que nomeia o campo (`kinds.refund.types.0.typeId`). Responde o documento salvo.",
    body: financePoliciesSchema,
    ok: { status: 200, schema: financePoliciesSchema },
    errors: [400, 413],
  },
];

import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import {
  COMMENT_EDIT_MINUTES,
  COMMENT_MAX,
  financeCommentSchema,
  financeReturnSchema,
} from "@/lib/validation/finance-review";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dataOf, dateTime, success } from "./responses";

/** An item's conversation: the request for information, the resubmission and the comments. */

const ADMIN = ["ADMIN"] as const;
const EMPLOYEE = ["EMPLOYEE"] as const;

const comment = z
  .object({
    id: z.int(),
    body: z.string(),
    user: z.object({ id: z.int(), fullName: z.string() }),
    fromOwner: z.boolean().describe("Escrito pelo dono do item (senão, por um administrador)"),
    createdAt: dateTime(),
    updatedAt: dateTime(),
    editable: z
      .boolean()
      .describe(`Quem consulta ainda pode editá-lo (autor, ${COMMENT_EDIT_MINUTES} min)`),
  })
  .meta({ id: "FinanceComment" });
const commentAnswer = success.extend({ comment });
const commentExample = { body: "A nota fiscal do almoço está anexada." };
const commentText = `Texto simples, de 1 a ${COMMENT_MAX} caracteres.`;

function threadOps(
  base: string,
  tag: string,
  roles: readonly ("ADMIN" | "EMPLOYEE")[],
): Operation[] {
  return [
    {
      method: "get",
      path: `${base}/{id}/comments`,
      tag,
      roles,
      summary: "Comentários do item, mais antigos primeiro",
      ok: { status: 200, schema: dataOf(comment) },
      errors: [404],
    },
    {
      method: "post",
      path: `${base}/{id}/comments`,
      tag,
      roles,
      summary: "Comentar o item (avisa o outro lado: dono ↔ administradores)",
      description: commentText,
      body: financeCommentSchema,
      example: commentExample,
      ok: { status: 201, schema: commentAnswer },
      errors: [400, 404],
    },
    {
      method: "patch",
      path: `${base}/{id}/comments/{commentId}`,
      tag,
      roles,
      summary: `Corrigir o próprio comentário (só nos primeiros ${COMMENT_EDIT_MINUTES} minutos)`,
      description: `${commentText} 403 para o comentário de outra pessoa; 409 depois do prazo.`,
      body: financeCommentSchema,
      example: commentExample,
      ok: { status: 200, schema: commentAnswer },
      errors: [400, 404, 409],
    },
  ];
}

function reviewOps(kind: FinanceKind): Operation[] {
  const { adminApi, segment, text } = FINANCE[kind];
  const tag = text.title;
  return [
    {
      method: "patch",
      path: `/api/${adminApi}/{id}/return`,
      tag,
      roles: ADMIN,
      summary: "Solicitar informações ao colaborador (PENDING → NEEDS_INFO)",
      description: `O comentário (obrigatório; ${commentText.toLowerCase()}) abre a conversa do item e vai ao colaborador por notificação e e-mail.`,
      body: financeReturnSchema,
      example: { comment: "Envie a nota fiscal do almoço, por favor." },
      ok: { status: 200, schema: success },
      errors: [400, 404, 409],
    },
    ...threadOps(`/api/${adminApi}`, tag, ADMIN),
    {
      method: "patch",
      path: `/api/collaborator/${segment}/{id}/resubmit`,
      tag,
      roles: EMPLOYEE,
      summary:
        "Reenviar depois de informar (NEEDS_INFO → PENDING; as aprovações dadas são apagadas)",
      ok: { status: 200, schema: success },
      errors: [404, 409],
    },
    ...threadOps(`/api/collaborator/${segment}`, tag, EMPLOYEE),
  ];
}

export const financeReviewOperations: Operation[] = FINANCE_KINDS.flatMap(reviewOps);

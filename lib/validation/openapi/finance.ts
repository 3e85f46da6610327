import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import {
  financeBulkSchema,
  financeItemForUserSchema,
  financeItemSchema,
  financeListQuerySchema,
  financeStatusMoveSchema,
} from "@/lib/validation/finance";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { bulkResult, detailOf, financeItemResponse, pix } from "./finance-responses";
import { typeOps } from "./finance-types";
import { financeReviewOperations } from "./finance-review";
import { pendingOperations } from "./pending";
import { receiptFile, receiptOperations } from "./finance-receipts";
import { createdWithId, listOf, success } from "./responses";

const RECEIPT_UPLOAD =
  "Adiciona um comprovante ao item pendente ou aguardando informações (até 10; 409 no 11º ou com o mesmo arquivo já no item). A chave de acesso NF-e/NFC-e é lida do QR Code da imagem ou do texto do PDF quando existe.";
const ADMIN = ["ADMIN"] as const;
const EMPLOYEE = ["EMPLOYEE"] as const;
const CSV = "text/csv";
const multipartFile = (fields: z.ZodObject) =>
  fields.extend({
    file: z
      .string()
      .meta({ format: "binary", description: "Comprovante (PDF, JPG, PNG ou WEBP, até 5 MB)" }),
  });

function createExample(kind: FinanceKind, userId?: number) {
  const { typeField, dateField } = FINANCE[kind];
  return {
    value: 150.5,
    description: "Almoço com cliente em São Paulo",
    [typeField]: 1,
    ...(dateField ? { [dateField]: new Date().toISOString().slice(0, 10) } : {}),
    ...(userId ? { userId } : {}),
  };
}

function collaboratorOps(kind: FinanceKind): Operation[] {
  const { segment, text } = FINANCE[kind];
  const base = `/api/collaborator/${segment}`;
  const tag = text.title;
  const item = financeItemResponse(kind);
  return [
    {
      method: "get",
      path: base,
      tag,
      roles: EMPLOYEE,
      summary: `Meus ${text.title.toLowerCase()}`,
      query: financeListQuerySchema,
      ok: { status: 200, schema: listOf(item) },
    },
    {
      method: "post",
      path: base,
      tag,
      roles: EMPLOYEE,
      summary: text.create,
      description:
        "JSON, ou multipart com os mesmos campos e o comprovante em `file` (item e comprovante salvos juntos).",
      body: financeItemSchema(kind),
      example: createExample(kind),
      multipart: multipartFile(financeItemSchema(kind)),
      ok: { status: 201, schema: createdWithId },
      errors: [400, 404, 413, 415],
    },
    {
      method: "get",
      path: `${base}/export`,
      tag,
      roles: EMPLOYEE,
      summary: `${text.title} em CSV`,
      query: financeListQuerySchema,
      ok: { status: 200, media: CSV },
    },
    {
      method: "get",
      path: `${base}/{id}`,
      tag,
      roles: EMPLOYEE,
      summary: `Um ${text.singular.toLowerCase()} com o histórico`,
      ok: { status: 200, schema: detailOf(kind) },
      errors: [404],
    },
    {
      method: "patch",
      path: `${base}/{id}`,
      tag,
      roles: EMPLOYEE,
      summary: text.edit,
      body: financeItemSchema(kind, { partial: true }),
      example: { description: "Almoço com cliente (corrigido)" },
      ok: { status: 200, schema: success },
      errors: [400, 404, 409, 413],
    },
    {
      method: "delete",
      path: `${base}/{id}`,
      tag,
      roles: EMPLOYEE,
      summary: text.cancel,
      ok: { status: 200, schema: success },
      errors: [404, 409],
    },
    {
      method: "post",
      path: `${base}/{id}/file`,
      tag,
      roles: EMPLOYEE,
      summary: "Adicionar um comprovante",
      description: RECEIPT_UPLOAD,
      multipart: z.object({ file: z.string().meta({ format: "binary" }) }),
      ok: { status: 200, schema: success.extend({ file: receiptFile }) },
      errors: [400, 404, 409, 413, 415],
    },
  ];
}

function adminOps(kind: FinanceKind): Operation[] {
  const { adminApi, text, confirmStatus } = FINANCE[kind];
  const base = `/api/${adminApi}`;
  const tag = text.title;
  const item = financeItemResponse(kind);
  const ops: Operation[] = [
    {
      method: "get",
      path: base,
      tag,
      roles: ADMIN,
      summary: `Todos os ${text.title.toLowerCase()}`,
      query: financeListQuerySchema,
      ok: { status: 200, schema: listOf(item) },
    },
    {
      method: "post",
      path: base,
      tag,
      roles: ADMIN,
      summary: `${text.create} para um colaborador`,
      body: financeItemForUserSchema(kind),
      example: createExample(kind, 2),
      multipart: multipartFile(financeItemSchema(kind).extend({ userId: z.int() })),
      ok: { status: 201, schema: createdWithId },
      errors: [400, 404, 413, 415],
    },
    {
      method: "get",
      path: `${base}/export`,
      tag,
      roles: ADMIN,
      summary: `${text.title} em CSV`,
      query: financeListQuerySchema,
      ok: { status: 200, media: CSV },
    },
    {
      method: "get",
      path: `${base}/{id}`,
      tag,
      roles: ADMIN,
      summary: `Um ${text.singular.toLowerCase()} com o histórico`,
      ok: { status: 200, schema: detailOf(kind) },
      errors: [404],
    },
    {
      method: "patch",
      path: `${base}/{id}`,
      tag,
      roles: ADMIN,
      summary: `${text.edit}, ou mover com {status, reason}`,
      body: z.union([financeItemSchema(kind, { partial: true }), financeStatusMoveSchema(kind)]),
      example: { description: "Almoço com cliente (corrigido)" },
      ok: { status: 200, schema: success },
      errors: [400, 404, 409, 413],
    },
    {
      method: "post",
      path: `${base}/{id}/file`,
      tag,
      roles: ADMIN,
      summary: "Adicionar um comprovante",
      description: RECEIPT_UPLOAD,
      multipart: z.object({ file: z.string().meta({ format: "binary" }) }),
      ok: { status: 200, schema: success.extend({ file: receiptFile }) },
      errors: [400, 404, 409, 413, 415],
    },
    {
      method: "post",
      path: `${base}/bulk`,
      tag,
      roles: ADMIN,
      summary: "Confirmar ou negar em lote",
      body: financeBulkSchema,
      example: { ids: [1, 2], action: "deny", reason: "Comprovante ilegível" },
      ok: { status: 200, schema: bulkResult },
      errors: [400, 413],
    },
    {
      method: "get",
      path: `${base}/{id}/pix`,
      tag,
      roles: ADMIN,
      summary: "PIX copia e cola e QR Code",
      ok: { status: 200, schema: pix },
      errors: [404, 409],
    },
  ];
  if (kind !== "refund")
    ops.push({
      method: "patch",
      path: `${base}/{id}/finish`,
      tag,
      roles: ADMIN,
      summary: `${text.confirm} (PENDING → ${confirmStatus})`,
      ok: { status: 200, schema: success },
      errors: [404, 409],
    });
  return ops;
}

export const financeOperations: Operation[] = [
  ...FINANCE_KINDS.flatMap((kind) => [
    ...collaboratorOps(kind),
    ...adminOps(kind),
    ...typeOps(kind),
  ]),
  ...pendingOperations,
  ...receiptOperations,
  // Last: the contract test's admin call returns a pending item, after every decision on it.
  ...financeReviewOperations,
];

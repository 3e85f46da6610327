import { FINANCE, FINANCE_KINDS, FINANCE_STATUSES, type FinanceKind } from "@/lib/kinds/finance";
import { BULK_OUTCOMES } from "@/lib/validation/finance";
import { z } from "@/lib/validation/zod";
import { receiptFields } from "./finance-receipts";
import { dateTime, fileInfo } from "./responses";

/** What the finance operations answer: an item per kind, its detail, bulk results, a PIX charge. */

/**
 * A finance item as the API answers it: the spec's field names for this kind (`paymentTypeId` +
 * `PaymentType`, …).
 */
export const financeItemResponse = (kind: FinanceKind) => itemResponses[kind];

/** The approval state every item answer carries (lib/validation/finance-policies.ts). */
const approvalFields = {
  approvals: z
    .array(z.object({ userId: z.int(), name: z.string(), at: dateTime() }))
    .describe("Aprovações já dadas, quando o item precisa de mais de uma"),
  approvalsRequired: z.int().min(1).max(2).describe("Aprovações necessárias pela política"),
  maxValueExceeded: z.boolean().describe("Acima do valor máximo do tipo (aviso, não bloqueio)"),
  maxValue: z.number().nullable(),
  canConfirm: z
    .boolean()
    .optional()
    .describe("Só para administradores: se quem pergunta pode confirmar (ou aprovar) agora"),
  confirmRefusal: z.string().nullable().optional(),
};

function itemResponseOf(kind: FinanceKind) {
  const { typeField, typeRelation, dateField } = FINANCE[kind];
  return z
    .looseObject({
      id: z.int(),
      description: z.string(),
      value: z.number(),
      status: z.enum(FINANCE_STATUSES),
      reason: z.string().nullable(),
      userId: z.int(),
      user: z.object({ id: z.int(), fullName: z.string() }),
      file: fileInfo.nullable(),
      [typeField]: z.int(),
      [typeRelation]: z.object({ id: z.int(), label: z.string() }),
      ...(dateField ? { [dateField]: z.string().nullable() } : {}),
      createdAt: dateTime(),
      updatedAt: dateTime(),
      ...approvalFields,
    })
    .meta({ id: `${typeRelation.replace("Type", "")}Item` });
}

// Built once per kind: a schema's `id` names one component of the document.
const itemResponses = Object.fromEntries(
  FINANCE_KINDS.map((kind) => [kind, itemResponseOf(kind)]),
) as Record<FinanceKind, ReturnType<typeof itemResponseOf>>;

const historyEntry = z.object({
  id: z.int(),
  from: z.enum(FINANCE_STATUSES).nullable(),
  to: z.enum(FINANCE_STATUSES),
  reason: z.string().nullable(),
  createdAt: dateTime(),
  actor: z.string().nullable(),
});
const receiptAccess = z.looseObject({ createdAt: dateTime() });
export const detailOf = (kind: FinanceKind) =>
  financeItemResponse(kind).extend({
    history: z.array(historyEntry),
    receiptAccesses: z.array(receiptAccess),
    ...receiptFields,
  });
export const bulkResult = z.object({
  results: z.array(
    z.object({
      id: z.int(),
      outcome: z.enum(BULK_OUTCOMES),
      status: z.enum(FINANCE_STATUSES).optional(),
    }),
  ),
});
export const pix = z
  .object({
    payload: z.string().describe("BR Code (copia e cola)"),
    key: z.string(),
    keyType: z.string(),
    amount: z.string().meta({ example: "857.50" }),
    txid: z.string(),
    merchantName: z.string(),
    merchantCity: z.string(),
    qrCode: z.string().describe("PNG em data URL"),
  })
  .meta({ id: "Pix" });

/**
 * A create body in this kind's field names; the date is today's (always within the accepted range).
 */

import * as collabPaymentItem from "@/app/api/collaborator/payments/[id]/route";
import * as collabPaymentFile from "@/app/api/collaborator/payments/[id]/file/route";
import * as collabPayments from "@/app/api/collaborator/payments/route";
import * as collabRequestItem from "@/app/api/collaborator/payment_requests/[id]/route";
import * as collabRequestFile from "@/app/api/collaborator/payment_requests/[id]/file/route";
import * as collabRequests from "@/app/api/collaborator/payment_requests/route";
import * as collabRefundItem from "@/app/api/collaborator/refunds/[id]/route";
import * as collabRefundFile from "@/app/api/collaborator/refunds/[id]/file/route";
import * as collabRefunds from "@/app/api/collaborator/refunds/route";
import * as paymentAdmin from "@/app/api/payment-admin/route";
import * as paymentAdminItem from "@/app/api/payment-admin/[id]/route";
import * as paymentAdminFile from "@/app/api/payment-admin/[id]/file/route";
import * as paymentAdminFinish from "@/app/api/payment-admin/[id]/finish/route";
import * as requestAdmin from "@/app/api/payment-request-admin/route";
import * as requestAdminItem from "@/app/api/payment-request-admin/[id]/route";
import * as requestAdminFile from "@/app/api/payment-request-admin/[id]/file/route";
import * as requestAdminFinish from "@/app/api/payment-request-admin/[id]/finish/route";
import * as refundAdmin from "@/app/api/refund-admin/route";
import * as refundAdminItem from "@/app/api/refund-admin/[id]/route";
import * as refundAdminFile from "@/app/api/refund-admin/[id]/file/route";
import { getDb } from "@/db";
import { financeKind } from "@/lib/services/finance/kinds";
import { financeDateRange } from "@/lib/validation/finance";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";

/** Every finance route handler, by kind, for tests that run once per kind. */
export const FINANCE_API = {
  payment: {
    collaborator: { list: collabPayments, item: collabPaymentItem, file: collabPaymentFile },
    admin: {
      list: paymentAdmin,
      item: paymentAdminItem,
      file: paymentAdminFile,
      finish: paymentAdminFinish,
    },
  },
  payment_request: {
    collaborator: { list: collabRequests, item: collabRequestItem, file: collabRequestFile },
    admin: {
      list: requestAdmin,
      item: requestAdminItem,
      file: requestAdminFile,
      finish: requestAdminFinish,
    },
  },
  refund: {
    collaborator: { list: collabRefunds, item: collabRefundItem, file: collabRefundFile },
    admin: { list: refundAdmin, item: refundAdminItem, file: refundAdminFile, finish: undefined },
  },
} as const;

/** A type id of the kind's (seeded) list. */
export async function firstTypeId(kind: FinanceKind): Promise<number> {
  const { typeTable } = financeKind(kind);
  const [row] = await (await getDb()).select({ id: typeTable.id }).from(typeTable).limit(1);
  return row.id;
}

/** A valid create body for the kind, in its REST field names. */
export async function validBody(
  kind: FinanceKind,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { typeField, dateField } = FINANCE[kind];
  const body: Record<string, unknown> = {
    value: 1234.56,
    description: `Item de teste ${kind}`,
    [typeField]: await firstTypeId(kind),
  };
  if (dateField) body[dateField] = `${new Date().getFullYear()}-03-15`;
  return { ...body, ...overrides };
}

export const dateRange = financeDateRange;

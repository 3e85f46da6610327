import { and, eq } from "drizzle-orm";
import * as collabPaymentComment from "@/app/api/collaborator/payments/[id]/comments/[commentId]/route";
import * as collabPaymentComments from "@/app/api/collaborator/payments/[id]/comments/route";
import * as collabPaymentResubmit from "@/app/api/collaborator/payments/[id]/resubmit/route";
import * as collabRequestComment from "@/app/api/collaborator/payment_requests/[id]/comments/[commentId]/route";
import * as collabRequestComments from "@/app/api/collaborator/payment_requests/[id]/comments/route";
import * as collabRequestResubmit from "@/app/api/collaborator/payment_requests/[id]/resubmit/route";
import * as collabRefundComment from "@/app/api/collaborator/refunds/[id]/comments/[commentId]/route";
import * as collabRefundComments from "@/app/api/collaborator/refunds/[id]/comments/route";
import * as collabRefundResubmit from "@/app/api/collaborator/refunds/[id]/resubmit/route";
import * as paymentAdminComment from "@/app/api/payment-admin/[id]/comments/[commentId]/route";
import * as paymentAdminComments from "@/app/api/payment-admin/[id]/comments/route";
import * as paymentAdminReturn from "@/app/api/payment-admin/[id]/return/route";
import * as requestAdminComment from "@/app/api/payment-request-admin/[id]/comments/[commentId]/route";
import * as requestAdminComments from "@/app/api/payment-request-admin/[id]/comments/route";
import * as requestAdminReturn from "@/app/api/payment-request-admin/[id]/return/route";
import * as refundAdminComment from "@/app/api/refund-admin/[id]/comments/[commentId]/route";
import * as refundAdminComments from "@/app/api/refund-admin/[id]/comments/route";
import * as refundAdminReturn from "@/app/api/refund-admin/[id]/return/route";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import type { FinanceKind } from "@/lib/kinds/finance";
import { recipientOf } from "./meeting-mail";
import type { TestSmtp } from "./smtp";

/** The conversation routes of every finance kind (return, resubmit, comments), by kind. */
export const REVIEW_API = {
  payment: {
    admin: {
      return: paymentAdminReturn,
      comments: paymentAdminComments,
      comment: paymentAdminComment,
    },
    collaborator: {
      resubmit: collabPaymentResubmit,
      comments: collabPaymentComments,
      comment: collabPaymentComment,
    },
  },
  payment_request: {
    admin: {
      return: requestAdminReturn,
      comments: requestAdminComments,
      comment: requestAdminComment,
    },
    collaborator: {
      resubmit: collabRequestResubmit,
      comments: collabRequestComments,
      comment: collabRequestComment,
    },
  },
  refund: {
    admin: {
      return: refundAdminReturn,
      comments: refundAdminComments,
      comment: refundAdminComment,
    },
    collaborator: {
      resubmit: collabRefundResubmit,
      comments: collabRefundComments,
      comment: collabRefundComment,
    },
  },
} as const satisfies Record<FinanceKind, unknown>;

/** The in-app notifications of `userId` for one event ('refund.returned'), oldest first. */
export async function noticesOf(userId: number, event: string) {
  return (await getDb())
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.event, event)))
    .orderBy(notifications.id);
}

/** Sends the whole e-mail outbox through the test's SMTP server; the messages that reached `email`. */
export async function mailTo(smtp: TestSmtp, from: string, email: string) {
  const transport = createTransport(smtp.url);
  for (;;) {
    const { sent, failed } = await deliverEmails({ transport, from, batch: 200 });
    if (!sent && !failed) break;
  }
  return smtp.messages.filter((message) => recipientOf(message) === email);
}

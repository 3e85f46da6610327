import "server-only";
import { z } from "zod";
import { financeItemComments } from "@/lib/services/finance/comments";
import { financeNeedsInfo } from "@/lib/services/finance/needs-info";
import type { FinanceKind } from "@/lib/kinds/finance";
import { apiRoute, parseId, readJson } from "./route";

/**
 * The REST handlers of an item's conversation, shared by the three kinds (the route files pick
 * their kind): an admin's request for information, the owner's resubmission, and the comment
 * thread of both audiences.
 */

type Id = { id: string };
type CommentId = { id: string; commentId: string };

const readBody = (request: Request): Promise<unknown> => readJson(request, z.unknown());

/** `GET/POST {id}/comments` and `PATCH {id}/comments/{commentId}` of one audience. */
function commentRoutes(service: ReturnType<typeof financeItemComments>["admin"]) {
  return {
    comments: {
      GET: apiRoute<Id>(async ({ actor, params }) => service.list(actor, parseId(params.id))),
      POST: apiRoute<Id>(
        async ({ request, actor, params }) => ({
          success: true,
          comment: await service.add(actor, parseId(params.id), await readBody(request)),
        }),
        { status: 201 },
      ),
    },
    comment: {
      PATCH: apiRoute<CommentId>(async ({ request, actor, params }) => ({
        success: true,
        comment: await service.edit(
          actor,
          parseId(params.id),
          parseId(params.commentId),
          await readBody(request),
        ),
      })),
    },
  };
}

/** `/api/{payment-admin,payment-request-admin,refund-admin}/{id}/…` (ADMIN). */
export function adminReviewRoutes(kind: FinanceKind) {
  const needsInfo = financeNeedsInfo(kind);
  return {
    /** `PATCH {id}/return` `{ comment }`: PENDING → NEEDS_INFO. */
    return: {
      PATCH: apiRoute<Id>(async ({ request, actor, params }) =>
        needsInfo.returnToOwner(actor, parseId(params.id), await readBody(request)),
      ),
    },
    ...commentRoutes(financeItemComments(kind).admin),
  };
}

/** `/api/collaborator/{payments,payment_requests,refunds}/{id}/…` (the owner). */
export function collaboratorReviewRoutes(kind: FinanceKind) {
  const needsInfo = financeNeedsInfo(kind);
  return {
    /** `PATCH {id}/resubmit`: NEEDS_INFO → PENDING. */
    resubmit: {
      PATCH: apiRoute<Id>(async ({ actor, params }) =>
        needsInfo.resubmit(actor, parseId(params.id)),
      ),
    },
    ...commentRoutes(financeItemComments(kind).collaborator),
  };
}

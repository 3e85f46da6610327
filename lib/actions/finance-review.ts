"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseId, parseWith } from "@/lib/core/input";
import { financeItemComments } from "@/lib/services/finance/comments";
import { financeNeedsInfo } from "@/lib/services/finance/needs-info";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";

/**
 * Server actions of an item's conversation (both item pages); the services decide who may do
 * what (ADMIN for the return, the owner for the resubmission, each side for its comments).
 */

const kindOf = (kind: FinanceKind) => parseWith(z.enum(FINANCE_KINDS), kind);
const audienceOf = (audience: "admin" | "collaborator") =>
  parseWith(z.enum(["admin", "collaborator"]), audience);

/** 'Solicitar informações': PENDING → NEEDS_INFO with the admin's question. */
export async function returnFinanceItemAction(kind: FinanceKind, id: number, comment: string) {
  return runAction((actor) =>
    financeNeedsInfo(kindOf(kind)).returnToOwner(actor, parseId(id), { comment }),
  );
}

/** 'Reenviar': NEEDS_INFO → PENDING. */
export async function resubmitFinanceItemAction(kind: FinanceKind, id: number) {
  return runAction((actor) => financeNeedsInfo(kindOf(kind)).resubmit(actor, parseId(id)));
}

export async function addFinanceCommentAction(
  audience: "admin" | "collaborator",
  kind: FinanceKind,
  id: number,
  body: string,
) {
  return runAction((actor) =>
    financeItemComments(kindOf(kind))[audienceOf(audience)].add(actor, parseId(id), { body }),
  );
}

export async function editFinanceCommentAction(
  audience: "admin" | "collaborator",
  kind: FinanceKind,
  id: number,
  commentId: number,
  body: string,
) {
  return runAction((actor) =>
    financeItemComments(kindOf(kind))[audienceOf(audience)].edit(
      actor,
      parseId(id),
      parseId(commentId),
      { body },
    ),
  );
}

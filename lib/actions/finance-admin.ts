"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseId, parseWith } from "@/lib/core/input";
import { financeItems } from "@/lib/services/finance";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";

/** Server actions of the admin finance screens; the service decides what they may do. */

const admin = (kind: FinanceKind) => financeItems(parseWith(z.enum(FINANCE_KINDS), kind)).admin;
const idOf = (id: number) => parseId(id);

/** 'Confirmar pagamento' / 'Confirmar reembolso'. */
export async function confirmFinanceItemAction(kind: FinanceKind, id: number) {
  return runAction((actor) => admin(kind).confirm(actor, idOf(id)));
}

/** 'Negar …': CANCELLED with 'Cancelado pelo administrador'. */
export async function denyFinanceItemAction(kind: FinanceKind, id: number) {
  return runAction((actor) => admin(kind).deny(actor, idOf(id)));
}

export async function adminFinanceItemDetailAction(kind: FinanceKind, id: number) {
  return runAction((actor) => admin(kind).get(actor, idOf(id)));
}

/** 'Confirmar selecionados' / 'Negar selecionados': the outcome of each id. */
export async function bulkFinanceItemsAction(
  kind: FinanceKind,
  ids: number[],
  action: "confirm" | "deny",
  reason?: string,
) {
  return runAction((actor) => admin(kind).bulk(actor, { ids, action, reason }));
}

/** 'Pagar com PIX': the BR Code and QR image of an item still to pay. */
export async function financePixAction(kind: FinanceKind, id: number) {
  return runAction((actor) => admin(kind).pix(actor, idOf(id)));
}

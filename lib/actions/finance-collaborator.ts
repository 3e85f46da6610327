"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseId, parseWith } from "@/lib/core/input";
import { financeItems } from "@/lib/services/finance";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";

/** Server actions of the collaborator's finance screens; the service decides what they may do. */

const collaborator = (kind: FinanceKind) =>
  financeItems(parseWith(z.enum(FINANCE_KINDS), kind)).collaborator;
const idOf = (id: number) => parseId(id);

export async function updateFinanceItemAction(kind: FinanceKind, id: number, values: unknown) {
  return runAction((actor) => collaborator(kind).update(actor, idOf(id), values));
}

export async function cancelFinanceItemAction(kind: FinanceKind, id: number) {
  return runAction((actor) => collaborator(kind).cancel(actor, idOf(id)));
}

/** The item with its status history (details dialog). */
export async function financeItemDetailAction(kind: FinanceKind, id: number) {
  return runAction((actor) => collaborator(kind).get(actor, idOf(id)));
}

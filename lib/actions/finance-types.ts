"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseId, parseWith } from "@/lib/core/input";
import { createFinanceType, updateFinanceType } from "@/lib/services/finance/type-lists";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";

/** Server actions of /admin/settings (the three finance type lists); the service checks ADMIN. */

const kindOf = (kind: FinanceKind) => parseWith(z.enum(FINANCE_KINDS), kind);

export async function createFinanceTypeAction(kind: FinanceKind, values: unknown) {
  return runAction((actor) => createFinanceType(actor, kindOf(kind), values));
}

/** `{label}` renames, `{active: false}` retires, `{active: true}` brings a type back. */
export async function updateFinanceTypeAction(kind: FinanceKind, id: number, values: unknown) {
  return runAction((actor) => updateFinanceType(actor, kindOf(kind), parseId(id), values));
}

"use server";

import { runAction } from "@/lib/server/action";
import { updateFinancePolicies } from "@/lib/services/finance/policies";

/** 'Aprovação' in Configurações › Financeiro (ADMIN): the whole policy document. */
export async function saveFinancePoliciesAction(document: unknown) {
  return runAction(async (actor) => {
    await updateFinancePolicies(actor, document);
  });
}

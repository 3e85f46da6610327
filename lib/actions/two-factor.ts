"use server";

import { runAction } from "@/lib/server/action";
import { parseId, parseWith } from "@/lib/core/input";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import {
  confirmTotpSetup,
  disableTotp,
  regenerateRecoveryCodes,
  resetSecondFactor,
  startTotpSetup,
  stepUpSecondFactor,
} from "@/lib/services/two-factor";
import { twoFactorRuleSchema } from "@/lib/validation/two-factor";

// Setting up and confirming also run on /two-factor, for a session that still owes the second
// factor the organisation requires: those are the only actions it may call (and logging out).
const beforeSecondFactor = { beforeSecondFactor: true };

/** 'Ativar': a new secret and its QR code. */
export async function startTotpSetupAction() {
  return runAction((actor) => startTotpSetup(actor), beforeSecondFactor);
}

/** 'Confirmar': the app's code turns it on; the recovery codes come back once. */
export async function confirmTotpSetupAction(values: unknown) {
  return runAction((actor) => confirmTotpSetup(actor, values), beforeSecondFactor);
}

/** /two-factor: a code confirms this session. */
export async function stepUpAction(values: unknown) {
  return runAction((actor) => stepUpSecondFactor(actor, values), beforeSecondFactor);
}

/** 'Desativar' (a current code or the password). */
export async function disableTotpAction(values: unknown) {
  return runAction((actor) => disableTotp(actor, values));
}

/** 'Gerar novos códigos' (a current code or the password). */
export async function regenerateRecoveryCodesAction(values: unknown) {
  return runAction((actor) => regenerateRecoveryCodes(actor, values));
}

/** 'Redefinir verificação em duas etapas' of another person (ADMIN). */
export async function resetSecondFactorAction(userId: unknown) {
  return runAction((actor) => resetSecondFactor(actor, parseId(String(userId))));
}

/** 'Exigir verificação em duas etapas' (ADMIN). */
export async function saveTwoFactorRuleAction(values: unknown) {
  return runAction(async (actor) => {
    await updateOrganizationSettings(actor, parseWith(twoFactorRuleSchema, values ?? {}));
  });
}

import "server-only";
import type { Actor, ProfileLabel } from "@/lib/core/actor";
import { AppError } from "@/lib/core/errors";
import { getOrganizationSettings } from "./organization-settings";

/** Where a person who must still confirm a second factor is sent (outside the areas). */
export const SECOND_FACTOR_PATH = "/two-factor";
export const SECOND_FACTOR_PENDING =
  "A organização exige verificação em duas etapas. Conclua-a em /two-factor para continuar.";
/** Machine-readable `reason` of that 403, so a client can tell it from a wrong profile. */
export const SECOND_FACTOR_PENDING_REASON = "second_factor_pending";

/** Whether the organisation's rule (Configurações › Segurança) asks this profile for a second factor. */
export async function secondFactorRequiredFor(profile: ProfileLabel): Promise<boolean> {
  const { twoFactorRequired } = await getOrganizationSettings();
  return (
    twoFactorRequired === "everyone" || (twoFactorRequired === "admins" && profile === "ADMIN")
  );
}

/**
 * Whether this actor must confirm a second factor before anything else: the rule applies to them
 * and their session was neither opened nor confirmed with one. A program's API token (`mbr_…`)
 * is its own credential, made by a person who passed the rule, and is never held back.
 */
export async function secondFactorPending(actor: Actor): Promise<boolean> {
  if (actor.twoFactor || actor.apiTokenId !== undefined) return false;
  return secondFactorRequiredFor(actor.profile);
}

/** 403 for a session that still owes its second factor (API and server-action doors). */
export async function requireSecondFactorDone(actor: Actor): Promise<void> {
  if (await secondFactorPending(actor))
    throw new AppError(403, SECOND_FACTOR_PENDING, undefined, undefined, {
      reason: SECOND_FACTOR_PENDING_REASON,
    });
}

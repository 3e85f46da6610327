import "server-only";
import type { Actor } from "@/lib/core/actor";
import { twoFactorStatus } from "@/lib/services/two-factor";
import { secondFactorRequiredFor } from "@/lib/services/two-factor-policy";

/** What the Settings pages hand to `TwoFactorCard`. */
export async function twoFactorCardProps(actor: Actor) {
  const [status, requiredByOrganization] = await Promise.all([
    twoFactorStatus(actor),
    secondFactorRequiredFor(actor.profile),
  ]);
  return { ...status, requiredByOrganization };
}

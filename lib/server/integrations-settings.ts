import "server-only";
import type { Actor } from "@/lib/core/actor";
import { listApiTokens } from "@/lib/services/api-tokens";
import { listWebhookDeliveries, listWebhookEndpoints } from "@/lib/services/webhooks/endpoints";

/** What the admin's Settings page hands to `Integrations`. */
export async function integrationsProps(actor: Actor) {
  const [tokens, endpoints, deliveries] = await Promise.all([
    listApiTokens(actor),
    listWebhookEndpoints(actor),
    listWebhookDeliveries(actor),
  ]);
  // A token's user is searched as the admin types (UserPicker); the admin is the default one.
  return { tokens, endpoints, deliveries, self: { id: actor.id, label: actor.fullName } };
}
export type IntegrationsProps = Awaited<ReturnType<typeof integrationsProps>>;

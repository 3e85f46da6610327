import "server-only";
import type { Actor } from "@/lib/core/actor";
import { listApiTokens } from "@/lib/services/api-tokens";
import { autocomplete } from "@/lib/services/autocomplete";
import { listWebhookDeliveries, listWebhookEndpoints } from "@/lib/services/webhooks/endpoints";

/** What the admin's Settings page hands to `Integrations`. */
export async function integrationsProps(actor: Actor) {
  const [tokens, endpoints, deliveries, options] = await Promise.all([
    listApiTokens(actor),
    listWebhookEndpoints(actor),
    listWebhookDeliveries(actor),
    autocomplete(actor, { fields: "users" }),
  ]);
  return { tokens, endpoints, deliveries, users: (options.users ?? []).map((u) => ({ id: u.id, name: u.fullName ?? u.label })), selfId: actor.id };
}
export type IntegrationsProps = Awaited<ReturnType<typeof integrationsProps>>;

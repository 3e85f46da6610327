import { apiRoute, parseId } from "@/lib/server/route";
import { deleteWebhookEndpoint } from "@/lib/services/webhooks/endpoints";

/** `DELETE /api/webhooks/{id}`: removes the endpoint and its delivery log. */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) =>
  deleteWebhookEndpoint(actor, parseId(params.id)),
);

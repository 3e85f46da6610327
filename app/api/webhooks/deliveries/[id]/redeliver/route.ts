import { apiRoute, parseId } from "@/lib/server/route";
import { redeliverWebhook } from "@/lib/services/webhooks/endpoints";

/** `POST /api/webhooks/deliveries/{id}/redeliver` → 201 `{ success, id }`: 'Reenviar'. */
export const POST = apiRoute<{ id: string }>(
  async ({ actor, params }) => ({
    success: true,
    ...(await redeliverWebhook(actor, parseId(params.id))),
  }),
  { status: 201 },
);

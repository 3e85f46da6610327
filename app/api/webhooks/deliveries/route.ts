import { apiRoute } from "@/lib/server/route";
import { listWebhookDeliveries } from "@/lib/services/webhooks/endpoints";

/** `GET /api/webhooks/deliveries`: the delivery log (100 newest). */
export const GET = apiRoute(async ({ actor }) => ({ data: await listWebhookDeliveries(actor) }));

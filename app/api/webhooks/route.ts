import { z } from "zod";
import { apiRoute, readJson } from "@/lib/server/route";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/services/webhooks/endpoints";

/** `GET /api/webhooks`: the registered endpoints (admins, as a person). */
export const GET = apiRoute(async ({ actor }) => ({ data: await listWebhookEndpoints(actor) }));

/**
 * `POST /api/webhooks` {url, description?, events} → 201 `{ id, secret }` (the secret only here).
 */
export const POST = apiRoute(
  async ({ request, actor }) => createWebhookEndpoint(actor, await readJson(request, z.unknown())),
  { status: 201 },
);

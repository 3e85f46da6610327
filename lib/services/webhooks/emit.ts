import "server-only";
import { and, arrayContains, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import type { WebhookEvent } from "@/lib/validation/integrations";
import { newMessageId } from "./signature";

/**
 * Queues one delivery of `type` per active endpoint that listens to it, in the caller's
 * transaction: the deliveries exist if and only if the change commits (the outbox rule).
 */
export async function emitWebhook(
  tx: Executor,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [type])));
  if (!endpoints.length) return;
  const messageId = newMessageId();
  const payload = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ endpointId: e.id, messageId, eventType: type, payload })));
}

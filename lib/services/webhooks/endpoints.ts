import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { requirePerson } from "@/lib/core/scopes";
import { webhookEndpointCreateSchema, type WebhookEvent } from "@/lib/validation/integrations";
import { newWebhookSecret } from "./signature";
import { assertPublicWebhookUrl } from "./target";
import { recordAudit } from "../audit/record";

/** Managing webhooks is an admin's, as a person (a token cannot point the app elsewhere). */
const requireManager = (actor: Actor) => {
  requireAdmin(actor);
  requirePerson(actor);
};
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** 'Novo endpoint': the signing secret is returned this once. */
export async function createWebhookEndpoint(
  actor: Actor,
  body: unknown,
): Promise<{ id: number; secret: string }> {
  requireManager(actor);
  const input = parseWith(webhookEndpointCreateSchema, body ?? {});
  await assertPublicWebhookUrl(input.url);
  const secret = newWebhookSecret();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        description: input.description || null,
        events: input.events,
        secret,
        createdBy: actor.id,
      })
      .returning({ id: webhookEndpoints.id });
    await recordWebhook(tx, actor, "webhook.created", created.id, input);
    return created;
  });
  return { id: row.id, secret };
}

export async function listWebhookEndpoints(actor: Actor) {
  requireManager(actor);
  const rows = await (
    await getDb()
  )
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.active, true))
    .orderBy(desc(webhookEndpoints.id));
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events as WebhookEvent[],
    active: r.active,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Removes the endpoint and its delivery log (cascade). */
export async function deleteWebhookEndpoint(actor: Actor, id: number): Promise<void> {
  requireManager(actor);
  await (
    await getDb()
  ).transaction(async (tx) => {
    const [done] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url, events: webhookEndpoints.events });
    if (!done) throw notFound("Endpoint não encontrado");
    await recordWebhook(tx, actor, "webhook.deleted", id, done);
  });
}

/**
 * The audit entry of an endpoint's change. The URL goes without its query and credentials, which
 * a receiver may use as a password (`?token=…`).
 */
function recordWebhook(
  tx: Transaction,
  actor: Actor,
  action: "webhook.created" | "webhook.deleted",
  id: number,
  endpoint: { url: string; events: unknown },
) {
  const url = new URL(endpoint.url);
  const details = { url: `${url.origin}${url.pathname}`, events: endpoint.events };
  return recordAudit({ action, actor, target: { type: "webhook", id }, details }, tx);
}

/** The delivery log: the 100 newest deliveries with their state and last error. */
export async function listWebhookDeliveries(actor: Actor) {
  requireManager(actor);
  const rows = await (
    await getDb()
  )
    .select({ d: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(100);
  return rows.map(({ d, url }) => ({
    id: d.id,
    endpointId: d.endpointId,
    url,
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status as "pending" | "sending" | "sent" | "failed",
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    lastError: d.lastError,
    nextAttemptAt: d.nextAttemptAt.toISOString(),
    sentAt: iso(d.sentAt),
    createdAt: d.createdAt.toISOString(),
  }));
}

/** 'Reenviar': a new delivery of the same message (same `webhook-id`, so receivers can dedupe). */
export async function redeliverWebhook(actor: Actor, deliveryId: number): Promise<{ id: number }> {
  requireManager(actor);
  const db = await getDb();
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!original) throw notFound("Entrega não encontrada");
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: original.endpointId,
      messageId: original.messageId,
      eventType: original.eventType,
      payload: original.payload,
    })
    .returning({ id: webhookDeliveries.id });
  return row;
}

"use server";

import { runAction } from "@/lib/server/action";
import { createApiToken, listApiTokens, revokeApiToken } from "@/lib/services/api-tokens";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from "@/lib/services/webhooks/endpoints";

/** Settings › Integrações: API tokens, webhook endpoints and their delivery log (admins). */

export async function createApiTokenAction(values: unknown) {
  return runAction((actor) => createApiToken(actor, values));
}

export async function revokeApiTokenAction(id: number) {
  return runAction((actor) => revokeApiToken(actor, id));
}

export async function listApiTokensAction() {
  return runAction((actor) => listApiTokens(actor));
}

export async function createWebhookEndpointAction(values: unknown) {
  return runAction((actor) => createWebhookEndpoint(actor, values));
}

export async function deleteWebhookEndpointAction(id: number) {
  return runAction((actor) => deleteWebhookEndpoint(actor, id));
}

export async function listWebhooksAction() {
  return runAction(async (actor) => ({
    endpoints: await listWebhookEndpoints(actor),
    deliveries: await listWebhookDeliveries(actor),
  }));
}

/** 'Reenviar': the same message again, to the same endpoint. */
export async function redeliverWebhookAction(id: number) {
  return runAction((actor) => redeliverWebhook(actor, id));
}

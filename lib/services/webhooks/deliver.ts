import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { DEFAULT_RETRY, drainOnce, startPolling, type RetryPolicy } from "@/lib/services/outbox";
import { signWebhook } from "./signature";
import { postToWebhook } from "./target";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
const TIMEOUT_MS = 10_000;

/**
 * One POST of one delivery, signed; anything but a 2xx answer is a failure to retry. The target
 * rules (no internal address in production, no redirect) are `postToWebhook`'s.
 */
async function post(row: DeliveryRow): Promise<void> {
  const db = await getDb();
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, row.endpointId));
  if (!endpoint) throw new Error("Endpoint removido");
  const timestamp = Math.floor(Date.now() / 1000);
  let status: number | null = null;
  try {
    status = await postToWebhook(endpoint.url, {
      headers: {
        "content-type": "application/json",
        "user-agent": "Membros-Webhooks/1.0",
        "webhook-id": row.messageId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(endpoint.secret, row.messageId, timestamp, row.payload),
      },
      body: row.payload,
      timeoutMs: TIMEOUT_MS,
    });
  } finally {
    await db
      .update(webhookDeliveries)
      .set({ responseStatus: status })
      .where(eq(webhookDeliveries.id, row.id));
  }
  if (status >= 300 && status < 400) {
    throw new Error(`O endpoint respondeu HTTP ${status} (redirecionamentos não são seguidos)`);
  }
  if (status < 200 || status >= 300) throw new Error(`O endpoint respondeu HTTP ${status}`);
}

/** One pass of the webhook worker over due deliveries (the generic outbox: SKIP LOCKED, backoff). */
export async function deliverWebhooks(options: { batch?: number; policy?: RetryPolicy } = {}) {
  return drainOnce(await getDb(), webhookDeliveries, post, {
    batch: options.batch,
    policy: options.policy ?? DEFAULT_RETRY,
  });
}

// One worker per process although Next evaluates this module in several bundles.
declare global {
  var __membrosWebhooks: (() => void) | undefined;
}

/** Starts this process's webhook worker (instrumentation.ts); `WEBHOOK_POLL_MS`, default 5000. */
export function startWebhookWorker(): () => void {
  if (!globalThis.__membrosWebhooks) {
    const interval = Number(process.env.WEBHOOK_POLL_MS || 5000);
    const stop = startPolling("webhooks", () => deliverWebhooks(), interval);
    globalThis.__membrosWebhooks = () => {
      stop();
      globalThis.__membrosWebhooks = undefined;
    };
  }
  return globalThis.__membrosWebhooks;
}

import "server-only";
import { inArray, sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import { getDb } from "@/db";
import { emailOutbox, webhookDeliveries } from "@/db/schema";
import { metrics } from "@/lib/core/metrics";
import { outboxChannel, type OutboxTable } from "./index";

type Backlog = { pending: number; oldestSeconds: number; failed: number };

/** What waits in one outbox: rows still to deliver, the age of the oldest, rows failed for good. */
async function backlogOf(table: OutboxTable): Promise<Backlog> {
  const db = await getDb();
  const created = (table as OutboxTable & { createdAt: typeof emailOutbox.createdAt }).createdAt;
  const [waiting] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${created})), 0)::float8`,
    })
    .from(table)
    .where(inArray(table.status, ["pending", "sending"]));
  const [failed] = await db
    .select({ failed: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.status, ["failed"]));
  return { ...waiting, failed: failed.failed };
}

/**
 * Registers the outbox gauges once per process. They read the database at scrape time (three
 * indexed counts per outbox), so every node reports the same backlog.
 */
export function registerOutboxMetrics(): void {
  const { registry } = metrics();
  if (registry.getSingleMetric("membros_outbox_pending")) return;
  let latest: Promise<Map<string, Backlog>> | undefined;
  // One read serves the three gauges of a scrape.
  const read = () =>
    (latest ??= Promise.all(
      [emailOutbox, webhookDeliveries].map(
        async (table) => [outboxChannel(table), await backlogOf(table)] as const,
      ),
    )
      .then((entries) => new Map(entries))
      .finally(() => setTimeout(() => (latest = undefined), 1000).unref()));
  const gauge = (name: string, help: string, field: keyof Backlog) =>
    new Gauge({
      name,
      help,
      labelNames: ["channel"] as const,
      registers: [registry],
      async collect() {
        for (const [channel, backlog] of await read()) this.set({ channel }, backlog[field]);
      },
    });
  gauge("membros_outbox_pending", "E-mails and webhooks waiting to be delivered.", "pending");
  gauge(
    "membros_outbox_oldest_pending_age_seconds",
    "Age of the oldest e-mail or webhook still waiting (0 when none waits).",
    "oldestSeconds",
  );
  gauge("membros_outbox_failed", "E-mails and webhooks that failed for good.", "failed");
}

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as deliveriesGet } from "@/app/api/webhooks/deliveries/route";
import { POST as redeliverPost } from "@/app/api/webhooks/deliveries/[id]/redeliver/route";
import { POST as meetingsPost } from "@/app/api/meetings/route";
import { getDb } from "@/db";
import { webhookDeliveries } from "@/db/schema";
import { claimDue } from "@/lib/services/outbox";
import { deliverWebhooks, startWebhookWorker } from "@/lib/services/webhooks/deliver";
import { call } from "../support/factory";
import { admin, FAST, failOnce, received, webhookReceiver } from "../support/webhook-receiver";

webhookReceiver();

describe("signed webhooks", () => {
  it("an endpoint that answers 500 once gets the same message again, and the log shows it", async () => {
    const start = received.length;
    await call(meetingsPost, {
      url: "http://localhost/api/meetings",
      token: admin.token,
      body: {
        title: "Retrospectiva",
        description: "Lições",
        link: "https://meet.exemplo.com.br/r",
        meetingDate: new Date(Date.now() + 86_400_000).toISOString(),
        users: [],
      },
    });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, "pending"));
    failOnce.add(row.messageId);
    expect(await deliverWebhooks({ policy: FAST })).toEqual({ sent: 0, failed: 1 });
    const log = (
      await call(deliveriesGet, {
        url: "http://localhost/api/webhooks/deliveries",
        token: admin.token,
      })
    ).body.data;
    expect(log[0]).toMatchObject({
      id: row.id,
      status: "pending",
      attempts: 1,
      responseStatus: 500,
      lastError: "O endpoint respondeu HTTP 500",
    });
    expect(await deliverWebhooks({ policy: FAST })).toEqual({ sent: 1, failed: 0 });
    expect(received.slice(start).map((r) => [r.id, r.status])).toEqual([
      [row.messageId, 500],
      [row.messageId, 204],
    ]);
    const again = await call(redeliverPost, {
      url: `http://localhost/api/webhooks/deliveries/${row.id}/redeliver`,
      token: admin.token,
      params: { id: String(row.id) },
    });
    expect(again.status).toBe(201);
    expect(await deliverWebhooks({ policy: FAST })).toEqual({ sent: 1, failed: 0 });
    expect(received.at(-1)!.id).toBe(row.messageId);
  });

  it("deliveries survive a restart: queued or half-sent rows go out from a new worker", async () => {
    const start = received.length;
    await call(meetingsPost, {
      url: "http://localhost/api/meetings",
      token: admin.token,
      body: {
        title: "Onboarding",
        description: "Novos membros",
        link: "https://meet.exemplo.com.br/o",
        meetingDate: new Date(Date.now() + 86_400_000).toISOString(),
        users: [],
      },
    });
    await call(meetingsPost, {
      url: "http://localhost/api/meetings",
      token: admin.token,
      body: {
        title: "Treinamento",
        description: "Ferramentas",
        link: "https://meet.exemplo.com.br/t",
        meetingDate: new Date(Date.now() + 86_400_000).toISOString(),
        users: [],
      },
    });
    // A worker claims the first row and dies before sending it (its lease of 0 ms has run out).
    const [claimed] = await claimDue(await getDb(), webhookDeliveries, 1, { ...FAST, leaseMs: 0 });
    expect(claimed.status).toBe("sending");
    expect(received.length).toBe(start);
    // The app starts again: its worker finds both rows in the table.
    process.env.WEBHOOK_POLL_MS = "50";
    const stop = startWebhookWorker();
    const sentRows = async () =>
      (
        await (
          await getDb()
        )
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.eventType, "meeting.created"))
      ).every((r) => r.status === "sent");
    try {
      await expect.poll(() => received.length - start, { timeout: 10_000 }).toBe(2);
      // The receiver counts a delivery before its answer reaches the worker that marks it sent.
      await expect.poll(sentRows, { timeout: 10_000 }).toBe(true);
    } finally {
      stop();
    }
    expect(received.slice(start).every((r) => r.verified)).toBe(true);
  });
});

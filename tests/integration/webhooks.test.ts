import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhooksPost } from "@/app/api/webhooks/route";
import { GET as deliveriesGet } from "@/app/api/webhooks/deliveries/route";
import { POST as redeliverPost } from "@/app/api/webhooks/deliveries/[id]/redeliver/route";
import { POST as usersPost } from "@/app/api/user/route";
import { DELETE as userDelete } from "@/app/api/user/[id]/route";
import { POST as meetingsPost } from "@/app/api/meetings/route";
import { PATCH as meetingPatch } from "@/app/api/meetings/[id]/route";
import { PATCH as meetingCancel } from "@/app/api/meetings/[id]/cancel/route";
import { POST as refundsPost } from "@/app/api/collaborator/refunds/route";
import { PATCH as refundAdminPatch } from "@/app/api/refund-admin/[id]/route";
import { getDb } from "@/db";
import { refundTypes, webhookDeliveries } from "@/db/schema";
import { claimDue } from "@/lib/services/outbox";
import { deliverWebhooks, startWebhookWorker } from "@/lib/services/webhooks/deliver";
import { acceptableWebhookUrl } from "@/lib/validation/integrations";
import { call, createUser, type TestUser } from "../support/factory";

type Received = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  verified: boolean;
  status: number;
};

/** A real receiver: verifies each signature the way the README tells integrators to. */
function verify(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const key = Buffer.from(secret.split("_")[1], "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return (
    signature.split(" ").includes(`v1,${expected}`) &&
    Math.abs(Date.now() / 1000 - Number(timestamp)) < 300
  );
}

let server: Server;
let url = "";
let secret = "";
const received: Received[] = [];
/** Message ids answered with 500 the first time they arrive. */
const failOnce = new Set<string>();
let admin: TestUser;
let employee: TestUser;
const FAST = { baseDelayMs: 0, maxDelayMs: 0, maxAttempts: 6, leaseMs: 60_000 };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const h = (name: string) => String(req.headers[name] ?? "");
      const id = h("webhook-id");
      const status = failOnce.delete(id) ? 500 : 204;
      received.push({
        id,
        timestamp: h("webhook-timestamp"),
        signature: h("webhook-signature"),
        body,
        verified: verify(secret, id, h("webhook-timestamp"), body, h("webhook-signature")),
        status,
      });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  admin = await createUser("ADMIN");
  employee = await createUser("EMPLOYEE");
  const created = await call(webhooksPost, {
    url: "http://localhost/api/webhooks",
    token: admin.token,
    body: {
      url,
      description: "Receptor de teste",
      events: [
        "finance.created",
        "finance.moved",
        "meeting.created",
        "meeting.changed",
        "meeting.cancelled",
        "user.created",
        "user.deactivated",
      ],
    },
  });
  expect(created.status).toBe(201);
  secret = created.body.secret;
  expect(secret).toMatch(/^whsec_/);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const eventsOf = (from: number) =>
  received.slice(from).map((r) => JSON.parse(r.body).type as string);

describe("signed webhooks", () => {
  it("one signed delivery per event, each verifiable with the endpoint's secret", async () => {
    const start = received.length;
    const person = {
      firstName: "Joana",
      lastName: "Prado",
      email: `joana.${Date.now()}@exemplo.com.br`,
      profileId: 3,
      phone: "11987654321",
      birthDate: "1991-03-04",
    };
    const user = await call(usersPost, {
      url: "http://localhost/api/user",
      token: admin.token,
      body: person,
    });
    await call(userDelete, {
      method: "DELETE",
      url: `http://localhost/api/user/${user.body.id}`,
      token: admin.token,
      params: { id: String(user.body.id) },
    });
    const meeting = await call(meetingsPost, {
      url: "http://localhost/api/meetings",
      token: admin.token,
      body: {
        title: "Planejamento",
        description: "Metas",
        link: "https://meet.exemplo.com.br/x",
        meetingDate: new Date(Date.now() + 86_400_000).toISOString(),
        users: [employee.id],
      },
    });
    const meetingId = { id: String(meeting.body.id) };
    await call(meetingPatch, {
      method: "PATCH",
      url: `http://localhost/api/meetings/${meeting.body.id}`,
      token: admin.token,
      params: meetingId,
      body: { title: "Planejamento anual" },
    });
    await call(meetingCancel, {
      method: "PATCH",
      url: `http://localhost/api/meetings/${meeting.body.id}/cancel`,
      token: admin.token,
      params: meetingId,
    });
    const [type] = await (await getDb()).select().from(refundTypes).limit(1);
    const refund = await call(refundsPost, {
      url: "http://localhost/api/collaborator/refunds",
      token: employee.token,
      body: {
        value: 42.5,
        description: "Táxi",
        refundTypeId: type.id,
        refundDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(refund.status).toBe(201);
    await call(refundAdminPatch, {
      method: "PATCH",
      url: `http://localhost/api/refund-admin/${refund.body.id}`,
      token: admin.token,
      params: { id: String(refund.body.id) },
      body: { status: "APPROVED" },
    });

    expect(await deliverWebhooks({ policy: FAST })).toEqual({ sent: 7, failed: 0 });
    expect(eventsOf(start).sort()).toEqual([
      "finance.created",
      "finance.moved",
      "meeting.cancelled",
      "meeting.changed",
      "meeting.created",
      "user.created",
      "user.deactivated",
    ]);
    expect(received.slice(start).every((r) => r.verified)).toBe(true);
    expect(
      verify(
        secret,
        received[start].id,
        received[start].timestamp,
        `${received[start].body} `,
        received[start].signature,
      ),
    ).toBe(false);
    const moved = received
      .slice(start)
      .map((r) => JSON.parse(r.body))
      .find((b) => b.type === "finance.moved");
    expect(moved.data).toMatchObject({
      kind: "refund",
      id: refund.body.id,
      status: "APPROVED",
      from: "PENDING",
      value: 42.5,
    });
  });

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

  it("endpoints are HTTPS, or HTTP to localhost outside production; only admins register them", async () => {
    expect(acceptableWebhookUrl("https://erp.exemplo.com.br/hook")).toBe(true);
    expect(acceptableWebhookUrl("http://erp.exemplo.com.br/hook")).toBe(false);
    expect(acceptableWebhookUrl("http://localhost:4000/hook", false)).toBe(true);
    expect(acceptableWebhookUrl("http://localhost:4000/hook", true)).toBe(false);
    expect(acceptableWebhookUrl("https://user:senha@erp.exemplo.com.br/")).toBe(false);
    const bad = await call(webhooksPost, {
      url: "http://localhost/api/webhooks",
      token: admin.token,
      body: { url: "http://erp.exemplo.com.br/hook", events: ["nada"] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["events.0", "url"]);
    expect(
      (
        await call(webhooksPost, {
          url: "http://localhost/api/webhooks",
          token: employee.token,
          body: { url, events: ["user.created"] },
        })
      ).status,
    ).toBe(403);
  });
});

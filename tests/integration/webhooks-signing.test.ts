import { describe, expect, it } from "vitest";
import { POST as webhooksPost } from "@/app/api/webhooks/route";
import { POST as usersPost } from "@/app/api/user/route";
import { DELETE as userDelete } from "@/app/api/user/[id]/route";
import { POST as meetingsPost } from "@/app/api/meetings/route";
import { PATCH as meetingPatch } from "@/app/api/meetings/[id]/route";
import { PATCH as meetingCancel } from "@/app/api/meetings/[id]/cancel/route";
import { POST as refundsPost } from "@/app/api/collaborator/refunds/route";
import { PATCH as refundAdminPatch } from "@/app/api/refund-admin/[id]/route";
import { getDb } from "@/db";
import { refundTypes } from "@/db/schema";
import { deliverWebhooks } from "@/lib/services/webhooks/deliver";
import { acceptableWebhookUrl } from "@/lib/validation/integrations";
import { call } from "../support/factory";
import {
  admin,
  employee,
  FAST,
  received,
  secret,
  url,
  verify,
  webhookReceiver,
} from "../support/webhook-receiver";

webhookReceiver();

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

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";
import { financeItems } from "@/lib/services/finance";
import { grantContent } from "@/lib/services/content/grants";
import {
  cancelMeeting,
  createMeeting,
  getOwnMeeting,
  updateMeeting,
} from "@/lib/services/meetings";
import { notify, recipientsByIds } from "@/lib/services/notifications/notify";
import { createCourse } from "../support/content";
import { call, createUser } from "../support/factory";
import { validBody } from "../support/finance";

type Handler = Parameters<typeof call>[0];
const h = (handler: unknown) => handler as Handler;
const nextYear = new Date().getUTCFullYear() + 1;

const rowsOf = async (userId: number) =>
  (await getDb())
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

const meeting = (users: number[]) => ({
  title: "Planejamento",
  description: "Pauta",
  link: "https://meet.example.com/p",
  meetingDate: `${nextYear}-04-02T13:00:00.000Z`,
  users,
});

describe("events → notifications (in the change's transaction)", () => {
  it("a refund: created → every admin, denied → its owner with the reason, linking to the record", async () => {
    const admin = await createUser("ADMIN");
    const otherAdmin = await createUser("ADMIN");
    const owner = await createUser("EMPLOYEE");
    const refunds = financeItems("refund");
    const { id } = await refunds.collaborator.create(
      owner.actor,
      await validBody("refund", { description: "Táxi do cliente" }),
    );
    for (const a of [admin, otherAdmin]) {
      expect(await rowsOf(a.id)).toMatchObject([
        {
          event: "refund.created",
          category: "finance",
          href: `/admin/refunds/${id}`,
          readAt: null,
        },
      ]);
    }
    expect(await rowsOf(owner.id)).toEqual([]);

    await refunds.admin.deny(admin.actor, id, "Sem nota fiscal");
    const [denied] = await rowsOf(owner.id);
    expect(denied).toMatchObject({
      event: "refund.denied",
      title: "Reembolso negado",
      href: `/collaborator/refunds/${id}`,
    });
    expect(denied.body).toContain("Sem nota fiscal");
    expect(denied.body).toContain("Táxi do cliente");
  });

  it("a move that loses (409) writes nothing: two concurrent denials notify the owner once", async () => {
    const admin = await createUser("ADMIN");
    const owner = await createUser("EMPLOYEE");
    const refunds = financeItems("refund");
    const { id } = await refunds.collaborator.create(owner.actor, await validBody("refund"));
    const results = await Promise.allSettled([
      refunds.admin.deny(admin.actor, id, "A"),
      refunds.admin.deny(admin.actor, id, "B"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await rowsOf(owner.id)).filter((n) => n.event === "refund.denied")).toHaveLength(1);
  });

  it("the owner's edit and cancel go to the admins", async () => {
    const admin = await createUser("ADMIN");
    const owner = await createUser("EMPLOYEE");
    const payments = financeItems("payment");
    const { id } = await payments.collaborator.create(owner.actor, await validBody("payment"));
    await payments.collaborator.update(owner.actor, id, { description: "Nova descrição" });
    await payments.collaborator.cancel(owner.actor, id);
    expect((await rowsOf(admin.id)).map((n) => n.event)).toEqual([
      "payment.created",
      "payment.edited",
      "payment.cancelled",
    ]);
  });

  it("commit → rows, rollback → none", async () => {
    const user = await createUser("EMPLOYEE");
    const db = await getDb();
    const message = {
      category: "finance" as const,
      event: "test.event",
      title: "Teste",
      body: "Corpo",
      href: () => "/collaborator/payments",
    };
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, await recipientsByIds(tx, [user.id]), message);
        throw new Error("desfaz");
      }),
    ).rejects.toThrow("desfaz");
    expect(await rowsOf(user.id)).toEqual([]);
    await db.transaction(async (tx) => notify(tx, await recipientsByIds(tx, [user.id]), message));
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("meetings: created → attendees; attendee change → those added and removed; date change → those who stay; cancel → all", async () => {
    const admin = await createUser("ADMIN");
    const [a, b, c] = [
      await createUser("EMPLOYEE"),
      await createUser("EMPLOYEE"),
      await createUser("EMPLOYEE"),
    ];
    const { id } = await createMeeting(admin.actor, meeting([a.id, b.id]));
    await updateMeeting(admin.actor, id, {
      users: [b.id, c.id],
      meetingDate: `${nextYear}-04-03T13:00:00.000Z`,
    });
    await cancelMeeting(admin.actor, id);
    expect((await rowsOf(a.id)).map((n) => n.event)).toEqual([
      "meeting.created",
      "meeting.removed",
    ]);
    expect((await rowsOf(b.id)).map((n) => n.event)).toEqual([
      "meeting.created",
      "meeting.changed",
      "meeting.cancelled",
    ]);
    expect((await rowsOf(c.id)).map((n) => n.event)).toEqual([
      "meeting.invited",
      "meeting.cancelled",
    ]);
    expect((await rowsOf(b.id))[0].href).toBe(`/collaborator/meetings/${id}`);
  });

  it("content granted → the collaborator, once per new grant", async () => {
    const admin = await createUser("ADMIN");
    const user = await createUser("EMPLOYEE");
    const { training } = await createCourse(admin);
    await grantContent(admin.actor, "training", { trainings: [training], users: [user.id] });
    await grantContent(admin.actor, "training", { trainings: [training], users: [user.id] });
    const rows = await rowsOf(user.id);
    expect(rows).toMatchObject([
      {
        event: "content.granted",
        category: "content",
        href: `/collaborator/trainings/${training}/modules`,
      },
    ]);
    expect(rows[0].body).toContain("Treinamento");
  });

  it("each link opens its record: a module or submodule grant its module's page; the record's page refuses anyone else (404)", async () => {
    const admin = await createUser("ADMIN");
    const [user, other] = [await createUser("EMPLOYEE"), await createUser("EMPLOYEE")];
    const course = await createCourse(admin);
    await grantContent(admin.actor, "submodule", {
      submodules: [course.submodule],
      users: [user.id],
    });
    await grantContent(admin.actor, "module", { modules: [course.module], users: [user.id] });
    const modulePage = `/collaborator/trainings/${course.training}/modules/${course.module}/submodules`;
    expect((await rowsOf(user.id)).map((n) => n.href)).toEqual([modulePage, modulePage]);

    const { id: meetingId } = await createMeeting(admin.actor, meeting([user.id]));
    expect((await getOwnMeeting(user.actor, meetingId)).id).toBe(meetingId);
    await expect(getOwnMeeting(other.actor, meetingId)).rejects.toMatchObject({ status: 404 });
    await expect(getOwnMeeting(user.actor, 999_999)).rejects.toMatchObject({ status: 404 });

    const refunds = financeItems("refund");
    const { id } = await refunds.collaborator.create(user.actor, await validBody("refund"));
    expect((await rowsOf(admin.id)).at(-1)?.href).toBe(`/admin/refunds/${id}`);
    expect((await refunds.admin.get(admin.actor, id)).id).toBe(id);
    await expect(refunds.collaborator.get(other.actor, id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("GET /api/notifications, POST /api/notifications/read", () => {
  it("lists only the caller's own, pages, filters unread; marks one or all; another user's ids change nothing", async () => {
    const admin = await createUser("ADMIN");
    const alice = await createUser("EMPLOYEE");
    const bob = await createUser("EMPLOYEE");
    await createMeeting(admin.actor, meeting([alice.id, bob.id]));
    await createMeeting(admin.actor, meeting([alice.id]));
    await createMeeting(admin.actor, meeting([alice.id]));

    const page = await call(h(listRoute), {
      token: alice.token,
      url: "http://localhost/api/notifications?page=1&per_page=2",
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ meta: { total: 3, perPage: 2, lastPage: 2 }, unread: 3 });
    expect(page.body.data).toHaveLength(2);

    const [bobs] = await rowsOf(bob.id);
    const steal = await call(h(readRoute), { token: alice.token, body: { ids: [bobs.id] } });
    expect(steal).toMatchObject({ status: 200, body: { updated: 0 } });
    expect((await rowsOf(bob.id))[0].readAt).toBeNull();
    const bobList = await call(h(listRoute), {
      token: bob.token,
      url: "http://localhost/api/notifications",
    });
    expect(bobList.body.data.map((n: { id: number }) => n.id)).toEqual([bobs.id]);

    const one = await call(h(readRoute), {
      token: alice.token,
      body: { ids: [page.body.data[0].id] },
    });
    expect(one.body).toEqual({ updated: 1 });
    const unread = await call(h(listRoute), {
      token: alice.token,
      url: "http://localhost/api/notifications?unread=true",
    });
    expect(unread.body.meta.total).toBe(2);
    expect(await call(h(readRoute), { token: alice.token, body: { all: true } })).toMatchObject({
      body: { updated: 2 },
    });
    expect(
      (
        await call(h(listRoute), {
          token: alice.token,
          url: "http://localhost/api/notifications?unread=true",
        })
      ).body.meta.total,
    ).toBe(0);
    expect((await rowsOf(bob.id))[0].readAt).toBeNull();
  });

  it("bad input is a 400 in Portuguese; no credential is a 401", async () => {
    const user = await createUser("EMPLOYEE");
    expect(await call(h(readRoute), { token: user.token, body: { ids: [] } })).toMatchObject({
      status: 400,
    });
    expect(await call(h(readRoute), { token: user.token, body: { all: false } })).toMatchObject({
      status: 400,
    });
    expect(
      await call(h(readRoute), {
        token: user.token,
        rawBody: "{",
        headers: { "content-type": "application/json" },
      }),
    ).toMatchObject({ status: 400, body: { message: "JSON inválido" } });
    expect(
      await call(h(listRoute), {
        token: user.token,
        url: "http://localhost/api/notifications?unread=talvez",
      }),
    ).toMatchObject({ status: 400 });
    expect((await call(h(listRoute), { url: "http://localhost/api/notifications" })).status).toBe(
      401,
    );
    const db = await getDb();
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id))),
    ).toEqual([]);
  });
});

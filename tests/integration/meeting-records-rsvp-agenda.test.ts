import { describe, expect, it } from "vitest";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/meetings/[id]/route";
import { POST as createRoute } from "@/app/api/meetings/route";
import { PUT as rsvpRoute } from "@/app/api/collaborator/meetings/[id]/rsvp/route";
import { GET as ownRoute } from "@/app/api/collaborator/meetings/route";
import { GET as icsRoute } from "@/app/api/meetings/[id]/ics/route";
import ical, { type VEvent } from "node-ical";
import {
  createMeeting,
  finishMeeting,
  getOwnMeeting,
  updateMeeting,
} from "@/lib/services/meetings";
import { answerRsvp } from "@/lib/services/meetings/rsvp";
import { call, createUser, type TestUser } from "../support/factory";
import { h } from "../support/handler";
import { assemblyBody as body, nextYear } from "../support/meeting-bodies";

describe("RSVP", () => {
  it("an invitee answers and changes the answer; admins see answers and counts", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE", { firstName: "Ana" });
    const b = await createUser("EMPLOYEE", { firstName: "Bia" });
    const { id } = await createMeeting(admin.actor, body([a.id, b.id]));
    const params = { id: String(id) };
    for (const answer of ["NO", "YES"])
      expect(
        await call(h(rsvpRoute), { method: "PUT", token: a.token, params, body: { answer } }),
      ).toMatchObject({ status: 200, body: { success: true, answer } });
    await answerRsvp(b.actor, id, { answer: "MAYBE" });
    const read = await call(h(getRoute), { token: admin.token, params });
    expect(read.body.UserMeeting).toMatchObject([
      { userId: a.id, rsvp: "YES", attendance: null },
      { userId: b.id, rsvp: "MAYBE", attendance: null },
    ]);
    expect(read.body.rsvpCounts).toEqual({ YES: 1, MAYBE: 1, NO: 0, none: 0 });
    const own = await call(h(ownRoute), { token: a.token });
    expect(own.body.data[0].UserMeeting).toContainEqual(
      expect.objectContaining({ userId: a.id, rsvp: "YES" }),
    );
  });

  it("keeps the answers of those still invited when an admin edits the invitees", async () => {
    const admin = await createUser("ADMIN");
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser("EMPLOYEE")));
    const { id } = await createMeeting(admin.actor, body([a.id, b.id]));
    await answerRsvp(a.actor, id, { answer: "NO" });
    await answerRsvp(b.actor, id, { answer: "YES" });
    await updateMeeting(admin.actor, id, body([a.id, c.id], { title: "Assembleia remarcada" }));
    const read = await call(h(getRoute), { token: admin.token, params: { id: String(id) } });
    expect(read.body.UserMeeting).toEqual([
      expect.objectContaining({ userId: a.id, rsvp: "NO" }),
      expect.objectContaining({ userId: c.id, rsvp: null }),
    ]);
  });

  it("refuses a foreign user (404), an admin (403), bad answers (400), started or closed meetings (409)", async () => {
    const admin = await createUser("ADMIN");
    const invitee = await createUser("EMPLOYEE");
    const stranger = await createUser("EMPLOYEE");
    const { id } = await createMeeting(admin.actor, body([invitee.id]));
    const params = { id: String(id) };
    const put = (user: TestUser, payload: unknown) =>
      call(h(rsvpRoute), { method: "PUT", token: user.token, params, body: payload });
    expect(await put(stranger, { answer: "YES" })).toMatchObject({ status: 404 });
    expect(await put(admin, { answer: "YES" })).toMatchObject({ status: 403 });
    const bad = await put(invitee, { answer: "SIM" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.answer[0]).toMatch(/Resposta inválida/);
    expect(
      await call(h(rsvpRoute), {
        method: "PUT",
        token: invitee.token,
        params: { id: "999999" },
        body: { answer: "YES" },
      }),
    ).toMatchObject({ status: 404 });

    // The meeting starts: answers close.
    const start = new Date(`${nextYear}-04-15T22:00:00.000Z`);
    await expect(
      answerRsvp(invitee.actor, id, { answer: "NO" }, new Date(start.getTime() + 1)),
    ).rejects.toMatchObject({
      status: 409,
      message: "Não é possível responder: a reunião já começou",
    });
    const past = await createMeeting(
      admin.actor,
      body([invitee.id], { meetingDate: "2024-01-10T12:00:00Z" }),
    );
    expect(
      await call(h(rsvpRoute), {
        method: "PUT",
        token: invitee.token,
        params: { id: String(past.id) },
        body: { answer: "YES" },
      }),
    ).toMatchObject({ status: 409 });
    await finishMeeting(admin.actor, id);
    expect(await put(invitee, { answer: "YES" })).toMatchObject({
      status: 409,
      body: { message: "Não é possível responder: a reunião foi finalizada ou cancelada" },
    });
  });
});

describe("agenda and quorum", () => {
  it("are set on create, replaced on edit, shown to invitees, validated", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE");
    const created = await call(h(createRoute), {
      method: "POST",
      token: admin.token,
      body: body([a.id], {
        agenda: [
          { title: "Abertura" },
          { title: "Orçamento", description: "Votação do orçamento" },
        ],
        quorum: { kind: "PERCENT", value: 50 },
      }),
    });
    expect(created.status).toBe(201);
    const params = { id: String(created.body.id) };
    const read = await call(h(getRoute), { token: admin.token, params });
    expect(read.body).toMatchObject({
      quorum: { kind: "PERCENT", value: 50 },
      agenda: [
        { position: 0, title: "Abertura", description: null, outcome: null },
        { position: 1, title: "Orçamento", description: "Votação do orçamento" },
      ],
    });
    await call(h(patchRoute), {
      method: "PATCH",
      token: admin.token,
      params,
      body: { agenda: [{ title: "Único item" }], quorum: null },
    });
    const own = await getOwnMeeting(a.actor, created.body.id);
    expect(own.agenda.map((i) => i.title)).toEqual(["Único item"]);
    expect(own.quorum).toBeNull();

    const tooMany = Array.from({ length: 51 }, (_, i) => ({ title: `Item ${i}` }));
    for (const [payload, field] of [
      [{ agenda: tooMany }, "agenda"],
      [{ agenda: [{ title: "x".repeat(201) }] }, "agenda.0.title"],
      [{ agenda: [{ title: "ok", description: "x".repeat(2001) }] }, "agenda.0.description"],
      [{ quorum: { kind: "PERCENT", value: 101 } }, "quorum.value"],
      [{ quorum: { kind: "HALF", value: 1 } }, "quorum.kind"],
    ] as const) {
      const answer = await call(h(patchRoute), {
        method: "PATCH",
        token: admin.token,
        params,
        body: payload,
      });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
  });
});

describe("the agenda in the calendar", () => {
  it("is in the .ics DESCRIPTION, numbered, read by a real iCalendar parser", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE");
    const { id } = await createMeeting(
      admin.actor,
      body([a.id], {
        agenda: [{ title: "Abertura" }, { title: "Orçamento", description: "Votação" }],
      }),
    );
    const answer = await call(h(icsRoute), { token: a.token, params: { id: String(id) } });
    const event = Object.values(ical.sync.parseICS(answer.body)).find(
      (c) => c?.type === "VEVENT",
    ) as VEvent;
    expect(String(event.description)).toBe(
      "Prestação de contas e eleição\n\nPauta:\n1. Abertura\n2. Orçamento (Votação)",
    );
  });
});

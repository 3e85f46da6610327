import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/meetings/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/meetings/[id]/route";
import { PATCH as cancelRoute } from "@/app/api/meetings/[id]/cancel/route";
import { PATCH as finishRoute } from "@/app/api/meetings/[id]/finish/route";
import { cancelMeeting, createMeeting, finishMeeting, listMeetings } from "@/lib/services/meetings";
import { call, createUser } from "../support/factory";
import { h } from "../support/handler";
import { meetingBody as meeting, nextYear } from "../support/meeting-bodies";

describe("meetings REST (admin)", () => {
  it("creates with attendees (201), reads with UserMeeting and history, edits, finishes", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE", { firstName: "Alice" });
    const b = await createUser("EMPLOYEE", { firstName: "Bruno" });
    const created = await call(h(createRoute), {
      method: "POST",
      token: admin.token,
      body: meeting([a.id, b.id, a.id]),
    });
    expect(created).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
    const id = String(created.body.id);

    const read = await call(h(getRoute), { token: admin.token, params: { id } });
    expect(read.body).toMatchObject({
      title: "Reunião de alinhamento",
      date: `${nextYear}-03-10T13:30:00.000Z`,
      status: "PENDING",
      UserMeeting: [
        { userId: a.id, User: { firstName: "Alice", lastName: "Teste" } },
        { userId: b.id, User: { firstName: "Bruno", lastName: "Teste" } },
      ],
    });
    expect(read.body.StatusHistory).toMatchObject([{ from: null, to: "PENDING" }]);

    const edited = await call(h(patchRoute), {
      method: "PATCH",
      token: admin.token,
      params: { id },
      body: { title: "Novo título", users: [{ id: b.id, fullName: "Bruno Teste" }] },
    });
    expect(edited).toMatchObject({ status: 200, body: { success: true } });
    const after = await call(h(getRoute), { token: admin.token, params: { id } });
    expect(after.body).toMatchObject({
      title: "Novo título",
      description: "Pauta da semana",
      UserMeeting: [{ userId: b.id }],
    });

    expect(
      await call(h(finishRoute), { method: "PATCH", token: admin.token, params: { id } }),
    ).toMatchObject({ status: 200, body: { success: true } });
    const done = await call(h(getRoute), { token: admin.token, params: { id } });
    expect(done.body.status).toBe("DONE");
    expect(done.body.StatusHistory.map((s: { to: string }) => s.to)).toEqual(["PENDING", "DONE"]);
  });

  it("follows the state machine: nothing leaves DONE or CANCELED (409), unknown ids 404", async () => {
    const admin = await createUser("ADMIN");
    const { id } = await createMeeting(admin.actor, meeting([]));
    await cancelMeeting(admin.actor, id);
    await expect(finishMeeting(admin.actor, id)).rejects.toMatchObject({ status: 409 });
    await expect(cancelMeeting(admin.actor, id)).rejects.toMatchObject({ status: 409 });
    const edit = await call(h(patchRoute), {
      method: "PATCH",
      token: admin.token,
      params: { id: String(id) },
      body: { title: "Outro" },
    });
    expect(edit.status).toBe(409);
    expect(
      (
        await call(h(finishRoute), {
          method: "PATCH",
          token: admin.token,
          params: { id: "999999" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(h(cancelRoute), { method: "PATCH", token: admin.token, params: { id: "x" } }))
        .status,
    ).toBe(404);
  });

  it("lets exactly one of two concurrent moves win", async () => {
    const admin = await createUser("ADMIN");
    const { id } = await createMeeting(admin.actor, meeting([]));
    const results = await Promise.allSettled([
      finishMeeting(admin.actor, id),
      cancelMeeting(admin.actor, id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === "rejected")
        .map((r) => (r as PromiseRejectedResult).reason.status),
    ).toEqual([409]);
  });

  it("answers 400 with the pt-BR messages", async () => {
    const admin = await createUser("ADMIN");
    const bad = await call(h(createRoute), {
      method: "POST",
      token: admin.token,
      body: { title: "ab", description: "x", link: "notaurl", meetingDate: "ontem", users: [0] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      title: ["Título deve ter no mínimo 3 caracteres"],
      description: ["A descrição deve ter no mínimo 3 caracteres"],
      link: expect.arrayContaining(["Link deve ser uma URL válida"]),
      meetingDate: ["Data inválida"],
    });
    const ghost = await call(h(createRoute), {
      method: "POST",
      token: admin.token,
      body: meeting([424242]),
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body.errors).toEqual({ users: ["Usuário inválido"] });
    expect(
      (
        await call(h(createRoute), {
          method: "POST",
          token: admin.token,
          body: meeting([], { link: "javascript:alert(1)" }),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(h(listRoute), {
          token: admin.token,
          url: "http://localhost/api/meetings?status=OPEN",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(h(listRoute), {
          token: admin.token,
          url: "http://localhost/api/meetings?date=2024-02-31",
        })
      ).status,
    ).toBe(400);
  });

  it("filters by title (accents, quotes and SQL as data), status and day; pages past the end", async () => {
    const admin = await createUser("ADMIN");
    await createMeeting(
      admin.actor,
      meeting([], { title: "Revisão do orçamento", meetingDate: `${nextYear}-05-02T02:00:00Z` }),
    );
    const { id } = await createMeeting(
      admin.actor,
      meeting([], { title: "D'Ávila e sócios", meetingDate: `${nextYear}-05-03T15:00:00Z` }),
    );
    await finishMeeting(admin.actor, id);
    const titles = async (query: Record<string, string>) =>
      (await listMeetings(admin.actor, query)).data.map((m) => m.title);
    expect(await titles({ title: "revisao do orcamento" })).toEqual(["Revisão do orçamento"]);
    expect(await titles({ title: "d'avila" })).toEqual(["D'Ávila e sócios"]);
    expect(await titles({ title: "' or 1=1 --" })).toEqual([]);
    expect(await titles({ title: "%" })).toEqual([]);
    expect(await titles({ status: "DONE", title: "vila" })).toEqual(["D'Ávila e sócios"]);
    expect(await titles({ status: "PENDING", title: "vila" })).toEqual([]);
    // 02:00 UTC on the 2nd is still the 1st in São Paulo.
    expect(await titles({ date: `${nextYear}-05-01` })).toEqual(["Revisão do orçamento"]);
    expect(await titles({ date: `${nextYear}-05-03` })).toEqual(["D'Ávila e sócios"]);
    const past = await call(h(listRoute), {
      token: admin.token,
      url: "http://localhost/api/meetings?page=9&per_page=10",
    });
    expect(past.body).toEqual({
      data: [],
      meta: expect.objectContaining({ currentPage: 9, lastPage: 1, next: null }),
    });
    const sorted = (
      await listMeetings(admin.actor, { sort: "title", order: "desc", per_page: "100" })
    ).data.map((m) => m.title);
    expect(sorted.indexOf("Revisão do orçamento")).toBeLessThan(sorted.indexOf("D'Ávila e sócios"));
  });

  it("answers 403 to an employee and 401 without a token on every admin call", async () => {
    const admin = await createUser("ADMIN");
    const employee = await createUser("EMPLOYEE");
    const { id } = await createMeeting(admin.actor, meeting([employee.id]));
    const params = { id: String(id) };
    for (const token of [employee.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await call(h(listRoute), { token })).status).toBe(expected);
      expect(
        (await call(h(createRoute), { method: "POST", token, body: meeting([]) })).status,
      ).toBe(expected);
      expect((await call(h(getRoute), { token, params })).status).toBe(expected);
      expect(
        (await call(h(patchRoute), { method: "PATCH", token, params, body: { title: "Invasão" } }))
          .status,
      ).toBe(expected);
      expect((await call(h(finishRoute), { method: "PATCH", token, params })).status).toBe(
        expected,
      );
      expect((await call(h(cancelRoute), { method: "PATCH", token, params })).status).toBe(
        expected,
      );
    }
  });
});

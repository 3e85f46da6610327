import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as trainingHolders from "@/app/api/training-admin/[id]/permissions/route";
import * as trainingOne from "@/app/api/training-admin/[id]/permissions/[userId]/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as moduleOne from "@/app/api/training-modules-admin/[id]/permissions/[userId]/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import * as submoduleOne from "@/app/api/sub-modules-admin/[id]/permissions/[userId]/route";
import * as modules from "@/app/api/collaborator/module-collaborator/route";
import * as lessons from "@/app/api/collaborator/lesson-collaborator/route";
import * as progress from "@/app/api/collaborator/lesson-collaborator/[id]/progress/route";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";
import { setClock } from "@/lib/core/clock";
import { expiringGrants } from "@/lib/services/content/expiring";
import { auditMark, auditSince } from "../support/audit";
import { addModule, browse, createCourse, type Course } from "../support/content";
import { call, createUser, type TestUser } from "../support/factory";

/**
 * Grants that end (validUntil): the last day counts whole in the organisation's zone
 * (America/Sao_Paulo, UTC−3), with the app's clock moved by the test.
 */
let admin: TestUser;
const at = (iso: string) => setClock(() => new Date(iso));
// 12:00 in São Paulo on 10 March 2027.
const NOON_10_MARCH = "2027-03-10T15:00:00Z";

beforeAll(async () => {
  admin = await createUser("ADMIN");
});
afterEach(() => setClock(undefined));

const url = (path: string) => `http://localhost/api/collaborator/${path}`;
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

async function grantAll(who: TestUser, course: Course, validUntil?: string | null) {
  const token = admin.token;
  const users = [who.id];
  const answer = await call(trainingGrant.POST, {
    token,
    body: { trainings: [course.training], users, validUntil },
  });
  expect(answer.status).toBe(200);
  await call(moduleGrant.POST, { token, body: { modules: [course.module], users } });
  await call(submoduleGrant.POST, { token, body: { submodules: [course.submodule], users } });
  return answer.body;
}

/** What the collaborator reaches: their trainings, the course's modules list and its first lesson. */
async function reach(who: TestUser, course: Course) {
  const { trainings, modules, lesson } = await browse(who, course);
  return { trainings, modules, lesson };
}

const holdersOf = async (training: number) =>
  (await call(trainingHolders.GET, { token: admin.token, params: { id: String(training) } })).body
    .data as { id: number; validUntil: string | null; expired: boolean }[];

describe("grants that expire", () => {
  it("reach through the whole last day in the organisation's zone, nothing after; progress comes back with a new date", async () => {
    at(NOON_10_MARCH);
    const course = await createCourse(admin, { lessons: 2 });
    const ana = await createUser("EMPLOYEE");
    expect(await grantAll(ana, course, "2027-03-10")).toEqual({
      success: true,
      added: 1,
      updated: 0,
    });
    const done = await call(progress.PUT, {
      token: ana.token,
      method: "PUT",
      params: { id: String(course.lessons[0]) },
    });
    expect(done.status).toBe(200);

    // 23:59 in São Paulo (02:59 UTC the next day): still the last day.
    at("2027-03-11T02:59:00Z");
    expect(await reach(ana, course)).toEqual({
      trainings: [course.training],
      modules: 200,
      lesson: 200,
    });
    // Midnight in São Paulo: over, at every level and door.
    at("2027-03-11T03:00:00Z");
    expect(await reach(ana, course)).toEqual({ trainings: [], modules: 404, lesson: 404 });
    expect(await holdersOf(course.training)).toEqual([
      expect.objectContaining({ id: ana.id, validUntil: "2027-03-10", expired: true }),
    ]);

    // Granted again with a later date: the access and the lesson already done come back.
    expect(await grantAll(ana, course, "2027-04-30")).toEqual({
      success: true,
      added: 0,
      updated: 1,
    });
    expect(await reach(ana, course)).toEqual({
      trainings: [course.training],
      modules: 200,
      lesson: 200,
    });
    const list = await call(lessons.GET, {
      token: ana.token,
      url: url(`lesson-collaborator?submoduleId=${course.submodule}`),
    });
    expect(list.body.data.map((l: { id: number; done: boolean }) => [l.id, l.done])).toEqual([
      [course.lessons[0], true],
      [course.lessons[1], false],
    ]);
  });

  it("a date already past is accepted and ends the access at once, at any level, without a 'Novo acesso'", async () => {
    at(NOON_10_MARCH);
    const course = await createCourse(admin);
    const other = await addModule(admin, course.training);
    const bia = await createUser("EMPLOYEE");
    expect(await grantAll(bia, course, "2027-03-09")).toMatchObject({ added: 1 });
    expect(await reach(bia, course)).toEqual({ trainings: [], modules: 404, lesson: 404 });
    const db = await getDb();
    const granted = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bia.id), eq(notifications.event, "content.granted")));
    // The module and submodule grants (no end) were announced; the ended training was not.
    expect(granted.map((n) => n.title).sort()).toEqual([
      "Novo acesso: Módulo",
      "Novo acesso: Submódulo",
    ]);

    // The training open again; one module of it ended yesterday, the other has no end.
    await grantAll(bia, course, null);
    await call(moduleGrant.POST, {
      token: admin.token,
      body: { modules: [other.module], users: [bia.id] },
    });
    const ended = await call(moduleOne.PATCH, {
      token: admin.token,
      method: "PATCH",
      params: { id: String(course.module), userId: String(bia.id) },
      body: { validUntil: "2027-03-09" },
    });
    expect(ended.body).toEqual({ success: true, validUntil: "2027-03-09" });
    const visible = await call(modules.GET, {
      token: bia.token,
      url: url(`module-collaborator?trainingId=${course.training}`),
    });
    expect(ids(visible.body)).toEqual([other.module]);

    // The submodule's end too: its lessons go with it.
    const lessonsOf = () =>
      call(lessons.GET, {
        token: bia.token,
        url: url(`lesson-collaborator?submoduleId=${other.submodule}`),
      });
    await call(submoduleGrant.POST, {
      token: admin.token,
      body: { submodules: [other.submodule], users: [bia.id] },
    });
    expect((await lessonsOf()).status).toBe(200);
    const sub = await call(submoduleOne.PATCH, {
      token: admin.token,
      method: "PATCH",
      params: { id: String(other.submodule), userId: String(bia.id) },
      body: { validUntil: "2027-03-01" },
    });
    expect(sub.body).toEqual({ success: true, validUntil: "2027-03-01" });
    expect((await lessonsOf()).status).toBe(404);
  });

  it("the REST calls accept and return validUntil, per grant and per person, and audit the changes", async () => {
    at(NOON_10_MARCH);
    const course = await createCourse(admin);
    const [ana, bia] = [await createUser("EMPLOYEE"), await createUser("EMPLOYEE")];
    const mark = await auditMark();
    const body = {
      trainings: [course.training],
      users: [ana.id, bia.id],
      validUntil: "2027-06-30",
    };
    expect((await call(trainingGrant.POST, { token: admin.token, body })).body).toEqual({
      success: true,
      added: 2,
      updated: 0,
    });
    const patch = (who: TestUser, validUntil: unknown) =>
      call(trainingOne.PATCH, {
        token: admin.token,
        method: "PATCH",
        params: { id: String(course.training), userId: String(who.id) },
        body: { validUntil },
      });
    expect((await patch(ana, "2027-03-20")).body).toEqual({
      success: true,
      validUntil: "2027-03-20",
    });
    const byId = async () =>
      Object.fromEntries((await holdersOf(course.training)).map((h) => [h.id, h.validUntil]));
    expect(await byId()).toEqual({ [ana.id]: "2027-03-20", [bia.id]: "2027-06-30" });

    // Granting again without validUntil keeps each one's date; null removes it.
    const again = { trainings: [course.training], users: [ana.id, bia.id] };
    expect((await call(trainingGrant.POST, { token: admin.token, body: again })).body).toEqual({
      success: true,
      added: 0,
      updated: 0,
    });
    expect(await byId()).toEqual({ [ana.id]: "2027-03-20", [bia.id]: "2027-06-30" });
    expect((await patch(bia, null)).body).toEqual({ success: true, validUntil: null });
    expect(await byId()).toEqual({ [ana.id]: "2027-03-20", [bia.id]: null });

    const audit = (await auditSince(mark)).map((r) => [r.action, r.targetId, r.details]);
    const itemIds = [course.training];
    expect(audit).toEqual([
      ["grant.given", String(ana.id), { level: "training", itemIds, validUntil: "2027-06-30" }],
      ["grant.given", String(bia.id), { level: "training", itemIds, validUntil: "2027-06-30" }],
      ["grant.changed", String(ana.id), { level: "training", itemIds, validUntil: "2027-03-20" }],
      ["grant.changed", String(bia.id), { level: "training", itemIds, validUntil: null }],
    ]);

    // Someone without this grant, and an item that does not exist: 404.
    const stranger = await createUser("EMPLOYEE");
    expect((await patch(stranger, "2027-03-20")).status).toBe(404);
    const missing = await call(trainingOne.PATCH, {
      token: admin.token,
      method: "PATCH",
      params: { id: "99999999", userId: String(ana.id) },
      body: { validUntil: null },
    });
    expect(missing.status).toBe(404);
  });

  it("refuses a collaborator (403) and a bad date (400 naming validUntil)", async () => {
    const course = await createCourse(admin);
    const ana = await createUser("EMPLOYEE");
    const body = { trainings: [course.training], users: [ana.id], validUntil: "2027-03-20" };
    expect((await call(trainingGrant.POST, { token: ana.token, body })).status).toBe(403);
    const params = { id: String(course.training), userId: String(ana.id) };
    const asAna = await call(trainingOne.PATCH, {
      token: ana.token,
      method: "PATCH",
      params,
      body: { validUntil: "2027-03-20" },
    });
    expect(asAna.status).toBe(403);

    for (const validUntil of ["2027-02-30", "31/12/2027", "amanhã", 20270320]) {
      const bad = await call(trainingGrant.POST, {
        token: admin.token,
        body: { ...body, validUntil },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.validUntil).toEqual(["Data inválida (use AAAA-MM-DD)"]);
    }
    expect(await holdersOf(course.training)).toEqual([]);
    await call(trainingGrant.POST, { token: admin.token, body });
    for (const patchBody of [{ validUntil: "2027-13-01" }, {}]) {
      const bad = await call(trainingOne.PATCH, {
        token: admin.token,
        method: "PATCH",
        params,
        body: patchBody,
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(["validUntil"]);
    }
  });

  it("the admin's home lists the grants ending in the next 7 days, soonest first", async () => {
    at(NOON_10_MARCH);
    const course = await createCourse(admin);
    const [ana, bia, caio] = [
      await createUser("EMPLOYEE", { firstName: "Ana" }),
      await createUser("EMPLOYEE", { firstName: "Bia" }),
      await createUser("EMPLOYEE", { firstName: "Caio" }),
    ];
    const grant = (who: TestUser, validUntil: string) =>
      call(trainingGrant.POST, {
        token: admin.token,
        body: { trainings: [course.training], users: [who.id], validUntil },
      });
    await grant(ana, "2027-03-17"); // the 7th day: listed
    await grant(bia, "2027-03-10"); // today: listed
    await grant(caio, "2027-03-18"); // the 8th day: not yet
    const mine = (await expiringGrants(admin.actor)).grants.filter(
      (g) => g.itemId === course.training,
    );
    expect(mine.map((g) => [g.fullName.split(" ")[0], g.validUntil, g.kind])).toEqual([
      ["Bia", "2027-03-10", "training"],
      ["Ana", "2027-03-17", "training"],
    ]);
    expect(mine[0].itemTitle).toMatch(/^Treinamento \d+$/);
    await expect(expiringGrants(ana.actor)).rejects.toMatchObject({ status: 403 });
  });
});

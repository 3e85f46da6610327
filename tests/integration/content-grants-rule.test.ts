import { beforeAll, describe, expect, it } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as trainingHolders from "@/app/api/training-admin/[id]/permissions/route";
import * as trainingRevokeOne from "@/app/api/training-admin/[id]/permissions/[userId]/route";
import * as trainingItem from "@/app/api/training-admin/[id]/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as moduleItem from "@/app/api/training-modules-admin/[id]/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import * as trainings from "@/app/api/collaborator/training-collaborator/route";
import * as trainingDetail from "@/app/api/collaborator/training-collaborator/[id]/route";
import * as modules from "@/app/api/collaborator/module-collaborator/route";
import * as submodules from "@/app/api/collaborator/submodule-collaborator/route";
import * as lessons from "@/app/api/collaborator/lesson-collaborator/route";
import * as lessonDetail from "@/app/api/collaborator/lesson-collaborator/[id]/route";
import { call, createUser, type TestUser } from "../support/factory";
import { addModule, browse, createCourse, type Course } from "../support/content";
import { grantCourse, url } from "../support/content-grants";

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser("ADMIN");
});

const grant = (who: TestUser, course: Pick<Course, "training" | "module" | "submodule">) =>
  grantCourse(admin, who, course);
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

describe("the grant rule", () => {
  it("shows a granted course level by level, and nothing to someone without grants", async () => {
    const course = await createCourse(admin, { lessons: 2 });
    const granted = await createUser("EMPLOYEE");
    const stranger = await createUser("EMPLOYEE");
    await grant(granted, course);
    expect(await browse(granted, course)).toEqual({
      trainings: [course.training],
      modules: 200,
      submodules: 200,
      lessons: 200,
      lesson: 200,
    });
    expect(await browse(stranger, course)).toEqual({
      trainings: [],
      modules: 404,
      submodules: 404,
      lessons: 404,
      lesson: 404,
    });
    const list = await call(lessons.GET, {
      token: granted.token,
      url: url(`lesson-collaborator?submoduleId=${course.submodule}`),
    });
    expect(list.body.submodule).toMatchObject({ id: course.submodule });
    expect(list.body.data.map((l: { id: number; done: boolean }) => [l.id, l.done])).toEqual(
      course.lessons.map((id) => [id, false]),
    );
  });

  it("needs every level above: a module grant alone shows nothing, an ungranted module stays hidden", async () => {
    const course = await createCourse(admin);
    const other = await addModule(admin, course.training);
    const user = await createUser("EMPLOYEE");
    await call(moduleGrant.POST, {
      token: admin.token,
      body: { modules: [course.module], users: [user.id] },
    });
    await call(submoduleGrant.POST, {
      token: admin.token,
      body: { submodules: [course.submodule], users: [user.id] },
    });
    expect(await browse(user, course)).toEqual({
      trainings: [],
      modules: 404,
      submodules: 404,
      lessons: 404,
      lesson: 404,
    });
    await call(trainingGrant.POST, {
      token: admin.token,
      body: { trainings: [course.training], users: [user.id] },
    });
    const visible = await call(modules.GET, {
      token: user.token,
      url: url(`module-collaborator?trainingId=${course.training}`),
    });
    expect(ids(visible.body)).toEqual([course.module]);
    const hidden = await call(submodules.GET, {
      token: user.token,
      url: url(`submodule-collaborator?moduleId=${other.module}`),
    });
    expect(hidden.status).toBe(404);
    expect(
      (
        await call(lessonDetail.GET, {
          token: user.token,
          params: { id: String(other.lessons[0]) },
        })
      ).status,
    ).toBe(404);
  });

  it("hides everything below a revoked grant, and shows it again when granted again", async () => {
    const course = await createCourse(admin);
    const user = await createUser("EMPLOYEE");
    await grant(user, course);
    const holders = await call(trainingHolders.GET, {
      token: admin.token,
      params: { id: String(course.training) },
    });
    expect(holders.body.data).toEqual([
      expect.objectContaining({ id: user.id, fullName: user.actor.fullName, email: user.email }),
    ]);
    const revoked = await call(trainingRevokeOne.DELETE, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(course.training), userId: String(user.id) },
    });
    expect(revoked.body).toEqual({ success: true });
    expect(await browse(user, course)).toEqual({
      trainings: [],
      modules: 404,
      submodules: 404,
      lessons: 404,
      lesson: 404,
    });
    expect(
      (
        await call(trainingHolders.GET, {
          token: admin.token,
          params: { id: String(course.training) },
        })
      ).body.data,
    ).toEqual([]);
    await call(trainingGrant.POST, {
      token: admin.token,
      body: { trainings: [course.training], users: [user.id] },
    });
    expect((await browse(user, course)).lesson).toBe(200);
    const bulk = await call(moduleGrant.DELETE, {
      method: "DELETE",
      token: admin.token,
      body: { modules: [course.module], users: [user.id] },
    });
    expect(bulk.body).toEqual({ success: true, removed: 1 });
    expect(await browse(user, course)).toMatchObject({
      modules: 200,
      submodules: 404,
      lessons: 404,
      lesson: 404,
    });
  });

  it("forgets everything below a deleted parent", async () => {
    const course = await createCourse(admin);
    const user = await createUser("EMPLOYEE");
    await grant(user, course);
    await call(moduleItem.DELETE, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(course.module) },
    });
    expect(await browse(user, course)).toEqual({
      trainings: [course.training],
      modules: 200,
      submodules: 404,
      lessons: 404,
      lesson: 404,
    });
    await call(trainingItem.DELETE, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(course.training) },
    });
    expect(await browse(user, course)).toEqual({
      trainings: [],
      modules: 404,
      submodules: 404,
      lessons: 404,
      lesson: 404,
    });
    const detail = await call(trainingDetail.GET, {
      token: user.token,
      params: { id: String(course.training) },
    });
    expect(detail.status).toBe(404);
  });

  it("answers 403 to an admin on the collaborator calls and 400 without the parent id", async () => {
    expect(
      (await call(trainings.GET, { token: admin.token, url: url("training-collaborator") })).status,
    ).toBe(403);
    const user = await createUser("EMPLOYEE");
    const missing = await call(modules.GET, { token: user.token, url: url("module-collaborator") });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ trainingId: ["Selecione um treinamento"] });
  });
});

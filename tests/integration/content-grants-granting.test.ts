import { beforeAll, describe, expect, it } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as trainingHolders from "@/app/api/training-admin/[id]/permissions/route";
import * as trainingFile from "@/app/api/training-admin/[id]/file/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import * as lessonFile from "@/app/api/lessons-admin/[id]/file/route";
import * as trainings from "@/app/api/collaborator/training-collaborator/route";
import * as trainingDetail from "@/app/api/collaborator/training-collaborator/[id]/route";
import * as modules from "@/app/api/collaborator/module-collaborator/route";
import * as lessonDetail from "@/app/api/collaborator/lesson-collaborator/[id]/route";
import * as progress from "@/app/api/collaborator/lesson-collaborator/[id]/progress/route";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { call, createUser, type TestUser } from "../support/factory";
import { fileOf, multipart, pdfBytes, pngBytes } from "../support/files";
import { addModule, createCourse, type Course } from "../support/content";
import { grantCourse, url } from "../support/content-grants";
import { tempUploads } from "../support/storage";

tempUploads("membros-grants-");
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser("ADMIN");
});

const grant = (who: TestUser, course: Pick<Course, "training" | "module" | "submodule">) =>
  grantCourse(admin, who, course);

describe("granting", () => {
  it("is idempotent and answers 400 for unknown users, items or empty lists", async () => {
    const course = await createCourse(admin);
    const user = await createUser("EMPLOYEE");
    const body = { trainings: [course.training, course.training], users: [user.id] };
    expect((await call(trainingGrant.POST, { token: admin.token, body })).body).toEqual({
      success: true,
      added: 1,
      updated: 0,
    });
    expect((await call(trainingGrant.POST, { token: admin.token, body })).body).toEqual({
      success: true,
      added: 0,
      updated: 0,
    });
    const holders = await call(trainingHolders.GET, {
      token: admin.token,
      params: { id: String(course.training) },
    });
    expect(holders.body.data).toHaveLength(1);
    const unknown = await call(trainingGrant.POST, {
      token: admin.token,
      body: { trainings: [999999], users: [999998] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      trainings: ["Treinamento não encontrado: 999999"],
      users: ["Usuário não encontrado: 999998"],
    });
    const empty = await call(trainingGrant.POST, {
      token: admin.token,
      body: { trainings: [], users: [] },
    });
    expect(empty.body.errors).toEqual({
      trainings: ["Selecione pelo menos um treinamento"],
      users: ["Selecione pelo menos um usuário"],
    });
    expect((await call(trainingGrant.POST, { token: user.token, body })).status).toBe(403);
  });
});

describe("lesson progress", () => {
  it("marks lessons done and undone, and counts done over reachable lessons for trainings and modules", async () => {
    const course = await createCourse(admin, { lessons: 2 });
    const hidden = await addModule(admin, course.training, 2);
    const user = await createUser("EMPLOYEE");
    await grant(user, course);
    const token = user.token;
    const lesson = { id: String(course.lessons[0]) };
    expect((await call(progress.PUT, { method: "PUT", token, params: lesson })).body).toEqual({
      success: true,
      done: true,
    });
    expect((await call(progress.PUT, { method: "PUT", token, params: lesson })).status).toBe(200);
    const listed = await call(trainings.GET, { token, url: url("training-collaborator") });
    // The other module is not granted: its two lessons do not count.
    expect(listed.body.data[0].progress).toEqual({ done: 1, total: 2, percent: 50 });
    const mods = await call(modules.GET, {
      token,
      url: url(`module-collaborator?trainingId=${course.training}`),
    });
    expect(mods.body.data[0].progress).toEqual({ done: 1, total: 2, percent: 50 });
    expect(mods.body.training).toMatchObject({ id: course.training });
    const detail = await call(lessonDetail.GET, { token, params: lesson });
    expect(detail.body).toMatchObject({
      lesson: { id: course.lessons[0], done: true },
      stream: null,
    });
    expect(detail.body.path.map((c: { kind: string }) => c.kind)).toEqual([
      "training",
      "module",
      "submodule",
    ]);
    expect((await call(progress.DELETE, { method: "DELETE", token, params: lesson })).body).toEqual(
      { success: true, done: false },
    );
    const after = await call(trainingDetail.GET, {
      token,
      params: { id: String(course.training) },
    });
    expect(after.body.training.progress).toEqual({ done: 0, total: 2, percent: 0 });
    expect(
      (
        await call(progress.PUT, {
          method: "PUT",
          token,
          params: { id: String(hidden.lessons[0]) },
        })
      ).status,
    ).toBe(404);
  });
});

describe("content files are read by admins and by collaborators who reach the item", () => {
  it("serves a thumbnail and a lesson file only to whoever reaches them", async () => {
    const course = await createCourse(admin);
    const thumb = await call(trainingFile.POST, {
      method: "POST",
      token: admin.token,
      params: { id: String(course.training) },
      rawBody: multipart(fileOf(pngBytes(), "capa.png")),
    });
    const doc = await call(lessonFile.POST, {
      method: "POST",
      token: admin.token,
      params: { id: String(course.lessons[0]) },
      rawBody: multipart(fileOf(pdfBytes(), "apostila.pdf")),
    });
    const otherAdmin = await createUser("ADMIN");
    const student = await createUser("EMPLOYEE");
    const stranger = await createUser("EMPLOYEE");
    await grant(student, course);
    const read = async (who: TestUser, fileUrl: string) =>
      (await call(fileGet, { token: who.token, params: { id: fileUrl.split("/").pop()! } })).status;
    for (const file of [thumb.body.file.url, doc.body.file.url]) {
      expect(await read(otherAdmin, file)).toBe(200);
      expect(await read(student, file)).toBe(200);
      expect(await read(stranger, file)).toBe(404);
    }
    const stream = await call(lessonDetail.GET, {
      token: student.token,
      params: { id: String(course.lessons[0]) },
    });
    expect(stream.body.stream).toBe(doc.body.file.url);
    await call(submoduleGrant.DELETE, {
      method: "DELETE",
      token: admin.token,
      body: { submodules: [course.submodule], users: [student.id] },
    });
    expect(await read(student, doc.body.file.url)).toBe(404);
    expect(await read(student, thumb.body.file.url)).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import * as trainingRoute from "@/app/api/training-admin/route";
import * as trainingItem from "@/app/api/training-admin/[id]/route";
import * as trainingFile from "@/app/api/training-admin/[id]/file/route";
import * as trainingDescendants from "@/app/api/training-admin/[id]/descendants/route";
import * as moduleRoute from "@/app/api/training-modules-admin/route";
import * as submoduleRoute from "@/app/api/sub-modules-admin/route";
import * as lessonRoute from "@/app/api/lessons-admin/route";
import * as lessonItem from "@/app/api/lessons-admin/[id]/route";
import * as lessonFile from "@/app/api/lessons-admin/[id]/file/route";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import { getDb } from "@/db";
import { files } from "@/db/schema";
import { call, createUser, type TestUser } from "../support/factory";
import { fileOf, pdfBytes, pngBytes } from "../support/files";
import { createCourse } from "../support/content";
import { upload } from "../support/content-upload";
import { tempUploads } from "../support/storage";

tempUploads("membros-content-");
let admin: TestUser;
let employee: TestUser;

beforeAll(async () => {
  admin = await createUser("ADMIN");
  employee = await createUser("EMPLOYEE");
});

describe("content admin REST", () => {
  it("creates, reads, updates and lists a training with the spec's shapes", async () => {
    const created = await call(trainingRoute.POST, {
      token: admin.token,
      body: { title: "Liderança", description: "Para líderes", tutor: "Maria" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, id: expect.any(Number) });
    const params = { id: String(created.body.id) };
    const detail = await call(trainingItem.GET, { token: admin.token, params });
    expect(detail.body).toEqual({
      training: expect.objectContaining({
        id: created.body.id,
        title: "Liderança",
        tutor: "Maria",
        thumbnail: null,
      }),
      stream: null,
    });
    const patched = await call(trainingItem.PATCH, {
      method: "PATCH",
      token: admin.token,
      params,
      body: { tutor: "Mário" },
    });
    expect(patched.body).toEqual({ success: true });
    expect(
      (await call(trainingItem.GET, { token: admin.token, params })).body.training,
    ).toMatchObject({ title: "Liderança", tutor: "Mário" });
    const list = await call(trainingRoute.GET, {
      token: admin.token,
      url: "http://localhost/api/training-admin?title=LIDERANCA",
    });
    expect(list.body.data.map((t: { id: number }) => t.id)).toEqual([created.body.id]);
    expect(list.body.meta).toMatchObject({
      currentPage: 1,
      perPage: 10,
      total: 1,
      lastPage: 1,
      next: null,
      prev: null,
    });
  });

  it("lists a level with its parent's title, filters by parent, pages and sorts in SQL", async () => {
    const a = await createCourse(admin, { lessons: 0 });
    const b = await createCourse(admin, { lessons: 0 });
    const more = await call(moduleRoute.POST, {
      token: admin.token,
      body: { title: "Zeta", description: "Outro", trainingId: b.training },
    });
    expect(more.status).toBe(201);
    const url = `http://localhost/api/training-modules-admin?trainingId=${b.training}&sort=title&order=desc&per_page=1`;
    const page = await call(moduleRoute.GET, { token: admin.token, url });
    expect(page.body.meta).toMatchObject({ total: 2, lastPage: 2, next: 2 });
    expect(page.body.data).toEqual([
      expect.objectContaining({
        title: "Zeta",
        trainingId: b.training,
        training: { id: b.training, title: expect.any(String) },
      }),
    ]);
    const other = await call(moduleRoute.GET, {
      token: admin.token,
      url: `http://localhost/api/training-modules-admin?trainingId=${a.training}`,
    });
    expect(other.body.data.map((m: { id: number }) => m.id)).toEqual([a.module]);
    const bySubmodule = await call(lessonRoute.GET, {
      token: admin.token,
      url: `http://localhost/api/lessons-admin?submoduleId=${a.submodule}`,
    });
    expect(bySubmodule.body.data).toEqual([]);
    const badSort = await call(moduleRoute.GET, {
      token: admin.token,
      url: "http://localhost/api/training-modules-admin?sort=senha",
    });
    expect(badSort.status).toBe(400);
    const quotes = await call(trainingRoute.GET, {
      token: admin.token,
      url: "http://localhost/api/training-admin?title=%27%20or%201%3D1%20--%25_",
    });
    expect(quotes.status).toBe(200);
    expect(quotes.body.data).toEqual([]);
  });

  it("answers 400 with the §5 messages", async () => {
    const training = await call(trainingRoute.POST, {
      token: admin.token,
      body: { title: "a", description: "", tutor: " " },
    });
    expect(training.status).toBe(400);
    expect(training.body.errors).toEqual({
      title: ["Título obrigatório"],
      description: ["Descrição obrigatória"],
      tutor: ["Campo obrigatório"],
    });
    const noParent = await call(moduleRoute.POST, {
      token: admin.token,
      body: { title: "Módulo", description: "Texto" },
    });
    expect(noParent.body.errors).toEqual({ trainingId: ["Selecione um treinamento"] });
    const orphan = await call(moduleRoute.POST, {
      token: admin.token,
      body: { title: "Módulo", description: "Texto", trainingId: 999999 },
    });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors).toEqual({ trainingId: ["Selecione um treinamento"] });
    const sub = await call(submoduleRoute.POST, {
      token: admin.token,
      body: { title: "Sub", description: "Texto", moduleId: "x" },
    });
    expect(sub.body.errors).toEqual({ moduleId: ["Selecione um módulo"] });
    const lesson = await call(lessonRoute.POST, {
      token: admin.token,
      body: { title: "Aula", description: "Texto", submoduleId: 1, content: "javascript:alert(1)" },
    });
    expect(lesson.body.errors.content).toEqual(["Insira uma URL válida"]);
    const malformed = await call(trainingRoute.POST, {
      token: admin.token,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const missing = await call(trainingItem.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: { id: "999999" },
      body: { title: "Novo título" },
    });
    expect(missing.status).toBe(404);
    expect(
      (await call(trainingItem.GET, { token: admin.token, params: { id: "abc" } })).status,
    ).toBe(404);
  });

  it("answers 403 to an employee and 401 to nobody on every admin call", async () => {
    const course = await createCourse(admin);
    const params = { id: String(course.training) };
    const calls = [
      call(trainingRoute.GET, { token: employee.token }),
      call(trainingRoute.POST, {
        token: employee.token,
        body: { title: "Liderança", description: "Para líderes", tutor: "Maria" },
      }),
      call(trainingItem.GET, { token: employee.token, params }),
      call(trainingItem.PATCH, {
        method: "PATCH",
        token: employee.token,
        params,
        body: { title: "Meu" },
      }),
      call(trainingItem.DELETE, { method: "DELETE", token: employee.token, params }),
      call(trainingDescendants.GET, { token: employee.token, params }),
      upload(trainingFile.POST, employee.token, course.training, fileOf(pngBytes(), "a.png")),
      call(trainingGrant.POST, {
        token: employee.token,
        body: { trainings: [course.training], users: [employee.id] },
      }),
      call(lessonItem.GET, { token: employee.token, params: { id: String(course.lessons[0]) } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    expect((await call(trainingRoute.GET, {})).status).toBe(401);
    expect((await call(trainingItem.GET, { token: admin.token, params })).status).toBe(200);
  });

  it("counts what goes with an item and deletes it with its children and their files", async () => {
    const course = await createCourse(admin, { lessons: 2 });
    const thumb = await upload(
      trainingFile.POST,
      admin.token,
      course.training,
      fileOf(pngBytes(), "capa.png"),
    );
    expect(thumb.status).toBe(200);
    const lessonDoc = await upload(
      lessonFile.POST,
      admin.token,
      course.lessons[0],
      fileOf(pdfBytes(), "apostila.pdf"),
    );
    expect(lessonDoc.body.file).toMatchObject({ name: "apostila.pdf", type: "application/pdf" });
    const params = { id: String(course.training) };
    expect((await call(trainingDescendants.GET, { token: admin.token, params })).body).toEqual({
      module: 1,
      submodule: 1,
      lesson: 2,
    });
    const db = await getDb();
    const filesBefore = (await db.select().from(files)).length;
    expect(
      (await call(trainingItem.DELETE, { method: "DELETE", token: admin.token, params })).body,
    ).toEqual({ success: true });
    expect((await call(trainingItem.GET, { token: admin.token, params })).status).toBe(404);
    expect(
      (
        await call(lessonItem.GET, {
          token: admin.token,
          params: { id: String(course.lessons[1]) },
        })
      ).status,
    ).toBe(404);
    expect((await db.select().from(files)).length).toBe(filesBefore - 2);
    expect(
      (await call(trainingItem.DELETE, { method: "DELETE", token: admin.token, params })).status,
    ).toBe(404);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as moduleItem from "@/app/api/training-modules-admin/[id]/route";
import * as lessonFile from "@/app/api/lessons-admin/[id]/file/route";
import * as modules from "@/app/api/collaborator/module-collaborator/route";
import * as moduleDetail from "@/app/api/collaborator/module-collaborator/[id]/route";
import * as submodules from "@/app/api/collaborator/submodule-collaborator/route";
import * as submoduleDetail from "@/app/api/collaborator/submodule-collaborator/[id]/route";
import * as lessons from "@/app/api/collaborator/lesson-collaborator/route";
import * as lessonDetail from "@/app/api/collaborator/lesson-collaborator/[id]/route";
import * as progress from "@/app/api/collaborator/lesson-collaborator/[id]/progress/route";
import * as attempts from "@/app/api/collaborator/lesson-collaborator/[id]/attempts/route";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { setLessonDone, studyItem } from "@/lib/services/content";
import { CYCLE, NOT_ITSELF, SAME_TRAINING } from "@/lib/services/content/prerequisites";
import { call, createUser, type TestUser } from "../support/factory";
import { fileOf, multipart, pdfBytes } from "../support/files";
import { addModule, createCourse } from "../support/content";
import { createQuiz, grantAll } from "../support/quiz";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-locks-"));
let admin: TestUser;

beforeAll(async () => {
  useStorage("local", localStorage(uploads));
  admin = await createUser("ADMIN");
});
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

const url = (p: string) => `http://localhost/api/collaborator/${p}`;
const params = (id: number) => ({ id: String(id) });
const editModule = (id: number, body: Record<string, unknown>) =>
  call(moduleItem.PATCH, { token: admin.token, params: params(id), method: "PATCH", body });
const titleOf = async (id: number) =>
  (await call(moduleItem.GET, { token: admin.token, params: params(id) })).body.module.title;

/**
 * A training with modules A, B (requires A) and C (em ordem: requires B), granted whole to a
 * new collaborator.
 */
async function lockedTraining() {
  const a = await createCourse(admin, { lessons: 1 });
  const b = await addModule(admin, a.training, 1);
  const c = await addModule(admin, a.training, 1);
  expect((await editModule(b.module, { requiresModuleId: a.module })).status).toBe(200);
  expect((await editModule(c.module, { requiresPrevious: true })).status).toBe(200);
  const who = await createUser("EMPLOYEE");
  await grantAll(admin, who, {
    training: a.training,
    modules: [a.module, b.module, c.module],
    submodules: [a.submodule, b.submodule, c.submodule],
  });
  return { a, b, c, who, training: a.training };
}

type Locked = { id: number; locked: { message: string } | null };
async function locksSeen(who: TestUser, training: number) {
  const { body } = await call(modules.GET, {
    token: who.token,
    url: url(`module-collaborator?trainingId=${training}`),
  });
  return body.data.map((m: Locked) => m.locked?.message ?? null);
}

describe("module prerequisites", () => {
  it("locks a module until the module it requires, or the one before it, is completed", async () => {
    const { a, b, c, who, training } = await lockedTraining();
    const [titleA, titleB] = [await titleOf(a.module), await titleOf(b.module)];
    expect(await locksSeen(who, training)).toEqual([
      null,
      `Conclua «${titleA}» para desbloquear`,
      `Conclua «${titleB}» para desbloquear`,
    ]);

    const done = (lesson: number) =>
      call(progress.PUT, { token: who.token, params: params(lesson), method: "PUT" });
    expect((await done(a.lessons[0])).status).toBe(200);
    expect(await locksSeen(who, training)).toEqual([
      null,
      null,
      `Conclua «${titleB}» para desbloquear`,
    ]);
    expect((await done(b.lessons[0])).status).toBe(200);
    expect(await locksSeen(who, training)).toEqual([null, null, null]);
    expect((await done(c.lessons[0])).status).toBe(200);
    // Undoing a lesson of A locks B again.
    expect(
      (await call(progress.DELETE, { token: who.token, params: params(a.lessons[0]) })).status,
    ).toBe(200);
    expect((await locksSeen(who, training))[1]).toBe(`Conclua «${titleA}» para desbloquear`);
  });

  it("refuses every door into a locked module with 403 and what unlocks it", async () => {
    const { a, b, who } = await lockedTraining();
    const message = `Conclua «${await titleOf(a.module)}» para desbloquear`;
    const quiz = await createQuiz(admin, b.submodule);
    const token = who.token;
    const doors = [
      await call(moduleDetail.GET, { token, params: params(b.module) }),
      await call(submodules.GET, {
        token,
        url: url(`submodule-collaborator?moduleId=${b.module}`),
      }),
      await call(submoduleDetail.GET, { token, params: params(b.submodule) }),
      await call(lessons.GET, {
        token,
        url: url(`lesson-collaborator?submoduleId=${b.submodule}`),
      }),
      await call(lessonDetail.GET, { token, params: params(b.lessons[0]) }),
      await call(progress.PUT, { token, params: params(b.lessons[0]), method: "PUT" }),
      await call(progress.DELETE, { token, params: params(b.lessons[0]) }),
      await call(attempts.GET, { token, params: params(quiz) }),
      await call(attempts.POST, { token, params: params(quiz), body: { answers: {} } }),
    ];
    expect(doors.map((d) => [d.status, d.body.message])).toEqual(doors.map(() => [403, message]));
    await expect(studyItem(who.actor, "lesson", b.lessons[0])).rejects.toMatchObject({
      status: 403,
      message,
    });
    await expect(setLessonDone(who.actor, b.lessons[0], true)).rejects.toMatchObject({
      status: 403,
    });

    // The lesson's material stays closed while the module is locked.
    const upload = await call(lessonFile.POST, {
      token: admin.token,
      params: params(b.lessons[0]),
      rawBody: multipart(fileOf(pdfBytes(), "apostila.pdf", "application/pdf")),
    });
    expect(upload.status).toBe(200);
    const fileId = String(upload.body.file.id);
    expect((await call(fileGet, { token, params: { id: fileId } })).status).not.toBe(200);
    await call(progress.PUT, { token, params: params(a.lessons[0]), method: "PUT" });
    expect((await call(fileGet, { token, params: { id: fileId } })).status).toBe(200);
    expect((await call(moduleDetail.GET, { token, params: params(b.module) })).status).toBe(200);
  });

  it("asks nothing of a required module with no lesson the collaborator reaches", async () => {
    const { a, b, c, training } = await lockedTraining();
    const partial = await createUser("EMPLOYEE");
    await grantAll(admin, partial, {
      training,
      modules: [b.module, c.module],
      submodules: [b.submodule, c.submodule],
    });
    expect(a.module).toBeLessThan(b.module);
    expect(await locksSeen(partial, training)).toEqual([null, expect.stringMatching(/^Conclua/)]);
  });
});

describe("prerequisite checks (admin)", () => {
  it("answers the module with its prerequisites", async () => {
    const { b, c } = await lockedTraining();
    const detail = await call(moduleItem.GET, { token: admin.token, params: params(c.module) });
    expect(detail.body.module).toMatchObject({ requiresModuleId: null, requiresPrevious: true });
    const other = await call(moduleItem.GET, { token: admin.token, params: params(b.module) });
    expect(other.body.module.requiresModuleId).toBeGreaterThan(0);
  });

  it("refuses itself, another training's module and cycles, naming the field", async () => {
    const { a, b, c } = await lockedTraining();
    const elsewhere = await createCourse(admin, { lessons: 0 });
    const refused = async (id: number, body: Record<string, unknown>) => {
      const answer = await editModule(id, body);
      expect(answer.status).toBe(400);
      return answer.body.errors;
    };
    expect(await refused(b.module, { requiresModuleId: b.module })).toEqual({
      requiresModuleId: [NOT_ITSELF],
    });
    expect(await refused(b.module, { requiresModuleId: elsewhere.module })).toEqual({
      requiresModuleId: [SAME_TRAINING],
    });
    expect(await refused(b.module, { requiresModuleId: 999_999 })).toEqual({
      requiresModuleId: [SAME_TRAINING],
    });
    // A → C → (em ordem) B → A.
    expect(await refused(a.module, { requiresModuleId: c.module })).toEqual({
      requiresModuleId: [CYCLE],
    });
    // P requires Q; Q "em ordem" would wait for P.
    const p = await createCourse(admin, { lessons: 0 });
    const q = await addModule(admin, p.training, 0);
    expect((await editModule(p.module, { requiresModuleId: q.module })).status).toBe(200);
    expect(await refused(q.module, { requiresPrevious: true })).toEqual({
      requiresPrevious: [CYCLE],
    });
    // Clearing a requirement is allowed ('' and null mean none).
    expect((await editModule(b.module, { requiresModuleId: "" })).status).toBe(200);
    expect(
      (await call(moduleItem.GET, { token: admin.token, params: params(b.module) })).body.module,
    ).toMatchObject({ requiresModuleId: null });
  });
});

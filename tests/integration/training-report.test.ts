import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import * as reportRoute from "@/app/api/training-admin/[id]/report/route";
import * as exportRoute from "@/app/api/training-admin/[id]/report/export/route";
import * as revokeRoute from "@/app/api/certificates/[id]/revoke/route";
import { getDb } from "@/db";
import {
  certificates,
  moduleGrants,
  quizAttempts,
  submoduleGrants,
  trainingGrants,
} from "@/db/schema";
import { setLessonDone } from "@/lib/services/content";
import { groupedCode } from "@/lib/kinds/certificates";
import { addModule, createCourse, type Course } from "../support/content";
import { call, createUser, type TestUser } from "../support/factory";

let admin: TestUser;
let course: Course;
let second: Awaited<ReturnType<typeof addModule>>;
const people: Record<"ana" | "bruno" | "carla" | "davi" | "eva", TestUser> = {} as never;
const lessons = () => [...course.lessons, ...second.lessons];

async function grantLevels(
  who: TestUser,
  levels: { training?: number; module?: number; submodule?: number },
) {
  const users = [who.id];
  const calls = [
    levels.training && [trainingGrant.POST, { trainings: [levels.training], users }],
    levels.module && [moduleGrant.POST, { modules: [levels.module], users }],
    levels.submodule && [submoduleGrant.POST, { submodules: [levels.submodule], users }],
  ].filter(Boolean) as [typeof trainingGrant.POST, unknown][];
  for (const [route, body] of calls)
    expect((await call(route, { token: admin.token, body })).status).toBe(200);
}

const whole = (who: TestUser) =>
  Promise.all([
    grantLevels(who, {
      training: course.training,
      module: course.module,
      submodule: course.submodule,
    }),
    grantLevels(who, { module: second.module, submodule: second.submodule }),
  ]);

const report = (query = "", token = admin.token) =>
  call(reportRoute.GET, {
    token,
    url: `http://localhost/api/training-admin/${course.training}/report${query}`,
    params: { id: String(course.training) },
  });

beforeAll(async () => {
  admin = await createUser("ADMIN");
  course = await createCourse(admin, { lessons: 2 });
  second = await addModule(admin, course.training, 1);
  const names = { ana: "Ana", bruno: "Bruno", carla: "Carla", davi: "Davi", eva: "Eva" };
  for (const [key, firstName] of Object.entries(names))
    people[key as keyof typeof people] = await createUser("EMPLOYEE", {
      firstName,
      lastName: "Relatório",
    });
  const { ana, bruno, carla, eva } = people;
  // Ana completes it; Bruno, granted the first module, does one lesson and a quiz twice; Carla,
  // granted only the second module (below the training), does nothing; Davi has no access; Eva completes it,
  // loses her access and has her certificate revoked.
  await whole(ana);
  await whole(eva);
  await grantLevels(bruno, {
    training: course.training,
    module: course.module,
    submodule: course.submodule,
  });
  await grantLevels(carla, { module: second.module });
  for (const lesson of lessons()) {
    await setLessonDone(ana.actor, lesson, true);
    await setLessonDone(eva.actor, lesson, true);
  }
  await setLessonDone(bruno.actor, course.lessons[0], true);
  const db = await getDb();
  await db.insert(quizAttempts).values([
    { userId: bruno.id, lessonId: course.lessons[1], answers: [], score: 40, passed: false },
    { userId: bruno.id, lessonId: course.lessons[1], answers: [], score: 80, passed: true },
  ]);
  for (const table of [trainingGrants, moduleGrants, submoduleGrants])
    await db.delete(table).where(eq(table.userId, eva.id));
  const [evaCertificate] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, eva.id), eq(certificates.trainingId, course.training)));
  const revoked = await call(revokeRoute.PATCH, {
    method: "PATCH",
    token: admin.token,
    params: { id: String(evaCertificate.id) },
  });
  expect(revoked.status).toBe(200);
}, 120_000);

describe("a training's report", () => {
  it("counts who is granted, started, completed and holds a certificate", async () => {
    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body.training).toMatchObject({ id: course.training, lessons: 3 });
    expect(body.summary).toEqual({
      granted: 3,
      started: 3,
      completed: 2,
      certificates: 2,
      revoked: 1,
    });
    expect(body.meta.total).toBe(4);
    const byName = Object.fromEntries(
      body.data.map((row: { name: string }) => [row.name.split(" ")[0], row]),
    );
    expect(Object.keys(byName)).toEqual(["Ana", "Bruno", "Carla", "Eva"]);
    expect(byName.Ana).toMatchObject({
      granted: true,
      done: 3,
      total: 3,
      percent: 100,
      completed: true,
    });
    expect(byName.Ana.certificate).toMatchObject({ revokedAt: null });
    expect(byName.Bruno).toMatchObject({
      granted: true,
      done: 1,
      started: true,
      completed: false,
      certificate: null,
    });
    expect(byName.Bruno.quizzes).toEqual([
      expect.objectContaining({
        lessonId: course.lessons[1],
        bestScore: 80,
        passed: true,
        attempts: 2,
      }),
    ]);
    expect(byName.Carla).toMatchObject({ granted: true, done: 0, started: false, quizzes: [] });
    expect(byName.Eva).toMatchObject({ granted: false, completed: true });
    expect(byName.Eva.certificate.revokedAt).not.toBeNull();
  });

  it("pages and sorts", async () => {
    const first = await report("?per_page=2&sort=progress&order=desc");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta).toMatchObject({ total: 4, lastPage: 2 });
    expect(first.body.data.map((r: { done: number }) => r.done)).toEqual([3, 3]);
    const last = await report("?per_page=2&page=2&sort=progress&order=desc");
    expect(last.body.data.map((r: { name: string }) => r.name)).toEqual([
      "Bruno Relatório",
      "Carla Relatório",
    ]);
    expect((await report("?sort=email")).status).toBe(400);
  });

  it("is for admins only, and a missing training is a 404", async () => {
    expect((await report("", people.ana.token)).status).toBe(403);
    const missing = await call(reportRoute.GET, {
      token: admin.token,
      url: "http://localhost/api/training-admin/999999/report",
      params: { id: "999999" },
    });
    expect(missing.status).toBe(404);
  });

  it("exports the whole report as CSV, read back", async () => {
    const answer = await call(exportRoute.GET, {
      token: admin.token,
      url: `http://localhost/api/training-admin/${course.training}/report/export`,
      params: { id: String(course.training) },
    });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("content-type")).toContain("text/csv");
    const records: string[][] = parse(answer.body as string, {
      delimiter: ";",
      bom: true,
      record_delimiter: "\r\n",
    });
    expect(records[0]).toEqual([
      "Nome",
      "E-mail",
      "Acesso",
      "Aulas concluídas",
      "Aulas do treinamento",
      "Situação",
      "Notas dos questionários",
      "Certificado",
      "Concluído em",
      "Emitido em",
      "Revogado em",
    ]);
    const rows = Object.fromEntries(records.slice(1).map((r) => [r[0].split(" ")[0], r]));
    expect(Object.keys(rows)).toEqual(["Ana", "Bruno", "Carla", "Eva"]);
    const [anaCertificate] = await (
      await getDb()
    )
      .select()
      .from(certificates)
      .where(eq(certificates.userId, people.ana.id));
    expect(rows.Ana.slice(2, 8)).toEqual([
      "Sim",
      "3",
      "3",
      "Concluído",
      "",
      groupedCode(anaCertificate.code),
    ]);
    expect(rows.Ana[8]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(rows.Ana[10]).toBe("");
    expect(rows.Bruno.slice(2, 6)).toEqual(["Sim", "1", "3", "Em andamento"]);
    expect(rows.Bruno[6]).toMatch(/^Aula \d+\.2: 80% \(aprovado\)$/);
    expect(rows.Carla[5]).toBe("Não iniciado");
    expect(rows.Eva[2]).toBe("Não");
    expect(rows.Eva[10]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

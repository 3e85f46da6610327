import { expect } from "vitest";
import * as lessonRoute from "@/app/api/lessons-admin/route";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import * as lessonDetail from "@/app/api/collaborator/lesson-collaborator/[id]/route";
import * as attempts from "@/app/api/collaborator/lesson-collaborator/[id]/attempts/route";
import type { PublicQuestion } from "@/lib/validation/quiz";
import { createCourse, type Course } from "./content";
import { call, createUser, type TestUser } from "./factory";

/** Grants a collaborator a training, and the given modules and submodules of it. */
export async function grantAll(
  admin: TestUser,
  who: TestUser,
  items: { training: number; modules: number[]; submodules: number[] },
): Promise<void> {
  const token = admin.token;
  const users = [who.id];
  const answers = await Promise.all([
    call(trainingGrant.POST, { token, body: { trainings: [items.training], users } }),
    call(moduleGrant.POST, { token, body: { modules: items.modules, users } }),
    call(submoduleGrant.POST, { token, body: { submodules: items.submodules, users } }),
  ]);
  for (const answer of answers) expect(answer.status).toBe(200);
}

/** Two questions: one right answer ("Azul"), then two right answers ("Dois", "Quatro"). */
export const QUESTIONS = [
  {
    text: "Qual é a cor do céu num dia limpo?",
    options: [
      { text: "Azul", correct: true },
      { text: "Verde", correct: false },
      { text: "Roxo", correct: false },
    ],
  },
  {
    text: "Quais números são pares?",
    options: [
      { text: "Dois", correct: true },
      { text: "Três", correct: false },
      { text: "Quatro", correct: true },
    ],
  },
];

/** A quiz lesson in `submoduleId`, made through the admin API; answers its id. */
export async function createQuiz(
  admin: TestUser,
  submoduleId: number,
  rules: { passingScore?: number; maxAttempts?: number; attemptWaitMinutes?: number } = {},
): Promise<number> {
  const { status, body } = await call(lessonRoute.POST, {
    token: admin.token,
    body: {
      title: "Avaliação final",
      description: "Responda para concluir",
      submoduleId,
      kind: "quiz",
      passingScore: 70,
      questions: QUESTIONS,
      ...rules,
    },
  });
  if (status !== 201) throw new Error(`quiz create failed: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

/** The quiz's questions as the collaborator's REST detail gives them. */
export async function publicQuestions(who: TestUser, lessonId: number): Promise<PublicQuestion[]> {
  const { status, body } = await call(lessonDetail.GET, {
    token: who.token,
    params: { id: String(lessonId) },
  });
  expect(status).toBe(200);
  return body.lesson.quiz.questions;
}

/** `{ answers }` choosing, for each question, the options with these texts. */
export const answersOf = (questions: PublicQuestion[], picks: string[][]) => ({
  answers: Object.fromEntries(
    questions.map((q, i) => [
      String(q.id),
      q.options.filter((o) => picks[i].includes(o.text)).map((o) => o.id),
    ]),
  ),
});
export const ALL_RIGHT = [["Azul"], ["Dois", "Quatro"]];
/** A multiple question counts only when the set is exact: this one is half right. */
export const HALF_RIGHT = [["Azul"], ["Dois"]];
export const ALL_WRONG = [["Verde"], ["Três"]];

/** `POST …/lesson-collaborator/{id}/attempts` as `who`. */
export const send = (who: TestUser, lessonId: number, body: unknown) =>
  call(attempts.POST, { token: who.token, params: { id: String(lessonId) }, body });

/** An admin, a collaborator and a course (one content lesson) granted to them whole. */
export async function grantedCourse(): Promise<{
  admin: TestUser;
  employee: TestUser;
  course: Course;
}> {
  const admin = await createUser("ADMIN");
  const employee = await createUser("EMPLOYEE");
  const course = await createCourse(admin, { lessons: 1 });
  await grantAll(admin, employee, {
    training: course.training,
    modules: [course.module],
    submodules: [course.submodule],
  });
  return { admin, employee, course };
}

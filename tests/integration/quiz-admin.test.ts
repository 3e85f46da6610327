import { beforeAll, describe, expect, it } from "vitest";
import * as lessonRoute from "@/app/api/lessons-admin/route";
import * as lessonItem from "@/app/api/lessons-admin/[id]/route";
import * as adminAttempts from "@/app/api/lessons-admin/[id]/attempts/route";
import { quizScoresOf } from "@/lib/services/content";
import { call, createUser, type TestUser } from "../support/factory";
import { createCourse, type Course } from "../support/content";
import {
  ALL_RIGHT,
  ALL_WRONG,
  HALF_RIGHT,
  QUESTIONS,
  answersOf,
  createQuiz,
  grantAll,
  grantedCourse,
  publicQuestions,
  send,
} from "../support/quiz";

/** The admin's side of quizzes: the lesson form's rules and everyone's results. */

let admin: TestUser;
let employee: TestUser;
let course: Course;

const params = (id: number) => ({ id: String(id) });

beforeAll(async () => {
  ({ admin, employee, course } = await grantedCourse());
});

describe("quiz lessons (admin)", () => {
  it("validates the fields of each kind, naming them", async () => {
    const base = { title: "Aula nova", description: "Descrição", submoduleId: course.submodule };
    const noUrl = await call(lessonRoute.POST, { token: admin.token, body: base });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.errors.content).toEqual(["Insira uma URL válida"]);

    const bare = await call(lessonRoute.POST, {
      token: admin.token,
      body: { ...base, kind: "quiz" },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.errors.passingScore[0]).toMatch(/nota mínima/);
    expect(bare.body.errors.questions[0]).toMatch(/pelo menos uma pergunta/);

    const broken = await call(lessonRoute.POST, {
      token: admin.token,
      body: {
        ...base,
        kind: "quiz",
        passingScore: 101,
        maxAttempts: 0,
        questions: [
          { text: "Só uma opção?", options: [{ text: "Sim", correct: true }] },
          { text: "Nenhuma certa?", options: [{ text: "A" }, { text: "B" }] },
        ],
      },
    });
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.body.errors).sort()).toEqual([
      "maxAttempts",
      "passingScore",
      "questions.0.options",
      "questions.1.options",
    ]);
    expect(broken.body.errors["questions.1.options"]).toEqual([
      "Marque pelo menos uma opção certa",
    ]);
  });

  it("stores a quiz without a URL and gives the admin its questions with the right answers", async () => {
    const id = await createQuiz(admin, course.submodule, { maxAttempts: 3 });
    const { body } = await call(lessonItem.GET, { token: admin.token, params: params(id) });
    expect(body.lesson).toMatchObject({
      kind: "quiz",
      passingScore: 70,
      maxAttempts: 3,
      content: "",
    });
    expect(body.lesson.questions.map((q: { text: string }) => q.text)).toEqual(
      QUESTIONS.map((q) => q.text),
    );
    expect(body.lesson.questions[1].options.map((o: { correct: boolean }) => o.correct)).toEqual([
      true,
      false,
      true,
    ]);
    // Reordering: the questions come back in the order sent.
    const reordered = await call(lessonItem.PATCH, {
      token: admin.token,
      params: params(id),
      method: "PATCH",
      body: { questions: [QUESTIONS[1], QUESTIONS[0]], attemptWaitMinutes: "" },
    });
    expect(reordered.status).toBe(200);
    const after = await call(lessonItem.GET, { token: admin.token, params: params(id) });
    expect(after.body.lesson.questions[0].text).toBe(QUESTIONS[1].text);
    // Emptying the questions of a quiz is refused.
    const emptied = await call(lessonItem.PATCH, {
      token: admin.token,
      params: params(id),
      method: "PATCH",
      body: { questions: [] },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors.questions).toBeDefined();
  });
});

describe("quiz results (admin)", () => {
  it("lists each person's attempts, best score and result, per quiz and per training", async () => {
    const own = await createCourse(admin, { lessons: 0 });
    const other = await createUser("EMPLOYEE");
    for (const who of [employee, other])
      await grantAll(admin, who, {
        training: own.training,
        modules: [own.module],
        submodules: [own.submodule],
      });
    const id = await createQuiz(admin, own.submodule);
    const questions = await publicQuestions(employee, id);
    await send(employee, id, answersOf(questions, HALF_RIGHT));
    await send(employee, id, answersOf(questions, ALL_RIGHT));
    await send(other, id, answersOf(questions, ALL_WRONG));

    const listed = await call(adminAttempts.GET, { token: admin.token, params: params(id) });
    expect(listed.status).toBe(200);
    const byUser = new Map(listed.body.data.map((row: { userId: number }) => [row.userId, row]));
    expect(byUser.get(employee.id)).toMatchObject({ attempts: 2, bestScore: 100, passed: true });
    expect(byUser.get(other.id)).toMatchObject({ attempts: 1, bestScore: 0, passed: false });

    const scores = await quizScoresOf(admin.actor, own.training);
    expect(scores).toHaveLength(2);
    expect(
      scores.every((row) => row.lessonId === id && row.lessonTitle === "Avaliação final"),
    ).toBe(true);
    await expect(quizScoresOf(employee.actor, own.training)).rejects.toMatchObject({ status: 403 });
    await expect(quizScoresOf(admin.actor, 999_999)).rejects.toMatchObject({ status: 404 });
  });
});

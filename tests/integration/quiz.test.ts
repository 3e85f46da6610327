import { beforeAll, describe, expect, it } from "vitest";
import * as lessonRoute from "@/app/api/lessons-admin/route";
import * as lessonItem from "@/app/api/lessons-admin/[id]/route";
import * as adminAttempts from "@/app/api/lessons-admin/[id]/attempts/route";
import * as lessons from "@/app/api/collaborator/lesson-collaborator/route";
import * as lessonDetail from "@/app/api/collaborator/lesson-collaborator/[id]/route";
import * as progress from "@/app/api/collaborator/lesson-collaborator/[id]/progress/route";
import * as attempts from "@/app/api/collaborator/lesson-collaborator/[id]/attempts/route";
import { isAppError } from "@/lib/core/errors";
import { quizScoresOf, studyItem, submitAttempt } from "@/lib/services/content";
import type { PublicQuestion } from "@/lib/validation/quiz";
import { call, createUser, type TestUser } from "../support/factory";
import { createCourse, type Course } from "../support/content";
import { QUESTIONS, createQuiz, grantAll } from "../support/quiz";

let admin: TestUser;
let employee: TestUser;
let stranger: TestUser;
let course: Course;

const url = (path: string) => `http://localhost/api/collaborator/${path}`;
const params = (id: number) => ({ id: String(id) });

beforeAll(async () => {
  admin = await createUser("ADMIN");
  employee = await createUser("EMPLOYEE");
  stranger = await createUser("EMPLOYEE");
  course = await createCourse(admin, { lessons: 1 });
  await grantAll(admin, employee, {
    training: course.training,
    modules: [course.module],
    submodules: [course.submodule],
  });
});

/** The quiz's questions as the collaborator's REST detail gives them. */
async function publicQuestions(who: TestUser, lessonId: number): Promise<PublicQuestion[]> {
  const { status, body } = await call(lessonDetail.GET, {
    token: who.token,
    params: params(lessonId),
  });
  expect(status).toBe(200);
  return body.lesson.quiz.questions;
}

/** `{ answers }` choosing, for each question, the options with these texts. */
const answersOf = (questions: PublicQuestion[], picks: string[][]) => ({
  answers: Object.fromEntries(
    questions.map((q, i) => [
      String(q.id),
      q.options.filter((o) => picks[i].includes(o.text)).map((o) => o.id),
    ]),
  ),
});
const ALL_RIGHT = [["Azul"], ["Dois", "Quatro"]];
const HALF_RIGHT = [["Azul"], ["Dois"]]; // a multiple question counts only when the set is exact
const ALL_WRONG = [["Verde"], ["Três"]];

const send = (who: TestUser, lessonId: number, body: unknown) =>
  call(attempts.POST, { token: who.token, params: params(lessonId), body });

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

describe("quiz attempts (collaborator)", () => {
  it("never sends the right answers before submission, in any collaborator answer", async () => {
    const id = await createQuiz(admin, course.submodule);
    const answers = [
      await call(lessonDetail.GET, { token: employee.token, params: params(id) }),
      await call(lessons.GET, {
        token: employee.token,
        url: url(`lesson-collaborator?submoduleId=${course.submodule}`),
      }),
      await call(attempts.GET, { token: employee.token, params: params(id) }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(/correct/i);
    }
    const page = await studyItem(employee.actor, "lesson", id);
    expect(JSON.stringify(page)).not.toMatch(/correct/i);
    const questions = page.item.quiz!.questions;
    expect(questions.map((q) => q.multiple)).toEqual([false, true]);
    expect(questions[0].options.map((o) => o.text)).toEqual(["Azul", "Verde", "Roxo"]);
  });

  it("scores single and multiple answers, fails, then passes and completes the lesson", async () => {
    const id = await createQuiz(admin, course.submodule);
    const questions = await publicQuestions(employee, id);

    const failed = await send(employee, id, answersOf(questions, HALF_RIGHT));
    expect(failed.status).toBe(201);
    expect(failed.body.attempt).toMatchObject({ score: 50, passed: false });
    expect(failed.body.results.map((r: { right: boolean }) => r.right)).toEqual([true, false]);
    expect(JSON.stringify(failed.body)).not.toMatch(/correct/i);
    let detail = await call(lessonDetail.GET, { token: employee.token, params: params(id) });
    expect(detail.body.lesson.done).toBe(false);

    const passed = await send(employee, id, answersOf(questions, ALL_RIGHT));
    expect(passed.body.attempt).toMatchObject({ score: 100, passed: true });
    detail = await call(lessonDetail.GET, { token: employee.token, params: params(id) });
    expect(detail.body.lesson.done).toBe(true);

    const again = await send(employee, id, answersOf(questions, ALL_RIGHT));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Você já foi aprovado neste questionário.");

    const listed = await call(attempts.GET, { token: employee.token, params: params(id) });
    expect(listed.body.data.map((a: { score: number }) => a.score)).toEqual([50, 100]);
    expect(listed.body.passed).toBe(true);
  });

  it("refuses marking a quiz done (or undone) through the progress route", async () => {
    const id = await createQuiz(admin, course.submodule);
    for (const handler of [progress.PUT, progress.POST, progress.DELETE]) {
      const answer = await call(handler, {
        token: employee.token,
        params: params(id),
        method: "PUT",
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/aprovado/);
    }
    const detail = await call(lessonDetail.GET, { token: employee.token, params: params(id) });
    expect(detail.body.lesson.done).toBe(false);
  });

  it("stops at the maximum number of attempts", async () => {
    const id = await createQuiz(admin, course.submodule, { maxAttempts: 2 });
    const questions = await publicQuestions(employee, id);
    for (const n of [1, 2]) {
      const answer = await send(employee, id, answersOf(questions, ALL_WRONG));
      expect(answer.body.attempt).toMatchObject({ score: 0, passed: false });
      expect(answer.body.state.attemptsLeft).toBe(2 - n);
    }
    const third = await send(employee, id, answersOf(questions, ALL_RIGHT));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("Você já usou as 2 tentativas deste questionário.");
    const listed = await call(attempts.GET, { token: employee.token, params: params(id) });
    expect(listed.body).toMatchObject({ attemptsLeft: 0, passed: false });
    expect(listed.body.data).toHaveLength(2);
  });

  it("makes the collaborator wait between attempts (controllable clock)", async () => {
    const id = await createQuiz(admin, course.submodule, { attemptWaitMinutes: 30 });
    const questions = await publicQuestions(employee, id);
    const t0 = new Date("2030-03-10T12:00:00Z");
    const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
    const first = await submitAttempt(employee.actor, id, answersOf(questions, ALL_WRONG), t0);
    expect(first.state.nextAttemptAt).toBe(minutes(30).toISOString());

    const early = await submitAttempt(
      employee.actor,
      id,
      answersOf(questions, ALL_RIGHT),
      minutes(10),
    ).catch((error: unknown) => error);
    expect(isAppError(early) && early.status).toBe(429);
    if (!isAppError(early)) throw early;
    expect(early.extra?.nextAttemptAt).toBe(minutes(30).toISOString());
    expect(early.headers?.["retry-after"]).toBe(String(20 * 60));
    expect(early.message).toMatch(/^Aguarde para tentar de novo: .*10\/03\/2030/);

    const later = await submitAttempt(
      employee.actor,
      id,
      answersOf(questions, ALL_RIGHT),
      minutes(31),
    );
    expect(later.attempt).toMatchObject({ score: 100, passed: true });
  });

  it("refuses incomplete or impossible answers with field messages", async () => {
    const id = await createQuiz(admin, course.submodule);
    const questions = await publicQuestions(employee, id);
    const [single, multiple] = questions;
    const missing = await send(employee, id, { answers: { [single.id]: [single.options[0].id] } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ [`answers.${multiple.id}`]: ["Responda esta pergunta"] });

    const twoOnSingle = await send(employee, id, {
      answers: {
        [single.id]: [single.options[0].id, single.options[1].id],
        [multiple.id]: [multiple.options[0].id],
      },
    });
    expect(twoOnSingle.body.errors[`answers.${single.id}`]).toEqual(["Escolha uma opção"]);

    const foreign = await send(employee, id, {
      answers: { [single.id]: ["nope"], [multiple.id]: [multiple.options[0].id] },
    });
    expect(foreign.body.errors[`answers.${single.id}`]).toEqual(["Opção inválida"]);

    const malformed = await send(employee, id, { answers: "tudo certo" });
    expect(malformed.status).toBe(400);
    const listed = await call(attempts.GET, { token: employee.token, params: params(id) });
    expect(listed.body.data).toHaveLength(0);

    const content = await send(employee, course.lessons[0], answersOf(questions, ALL_RIGHT));
    expect(content.status).toBe(400);
    expect(content.body.message).toBe("Esta aula não é um questionário");
  });

  it("answers 404 to an ungranted collaborator, 403 to admins on the collaborator's routes", async () => {
    const id = await createQuiz(admin, course.submodule);
    const questions = await publicQuestions(employee, id);
    const body = answersOf(questions, ALL_RIGHT);
    expect((await send(stranger, id, body)).status).toBe(404);
    expect((await call(attempts.GET, { token: stranger.token, params: params(id) })).status).toBe(
      404,
    );
    expect(
      (await call(lessonDetail.GET, { token: stranger.token, params: params(id) })).status,
    ).toBe(404);
    expect((await send(employee, 999_999, body)).status).toBe(404);
    expect((await send(admin, id, body)).status).toBe(403);
    expect(
      (await call(adminAttempts.GET, { token: employee.token, params: params(id) })).status,
    ).toBe(403);
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

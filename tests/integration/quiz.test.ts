import { beforeAll, describe, expect, it } from "vitest";
import * as adminAttempts from "@/app/api/lessons-admin/[id]/attempts/route";
import * as lessons from "@/app/api/collaborator/lesson-collaborator/route";
import * as lessonDetail from "@/app/api/collaborator/lesson-collaborator/[id]/route";
import * as progress from "@/app/api/collaborator/lesson-collaborator/[id]/progress/route";
import * as attempts from "@/app/api/collaborator/lesson-collaborator/[id]/attempts/route";
import { isAppError } from "@/lib/core/errors";
import { studyItem, submitAttempt } from "@/lib/services/content";
import { call, createUser, type TestUser } from "../support/factory";
import type { Course } from "../support/content";
import {
  ALL_RIGHT,
  ALL_WRONG,
  HALF_RIGHT,
  answersOf,
  createQuiz,
  grantedCourse,
  publicQuestions,
  send,
} from "../support/quiz";

let admin: TestUser;
let employee: TestUser;
let stranger: TestUser;
let course: Course;

const url = (path: string) => `http://localhost/api/collaborator/${path}`;
const params = (id: number) => ({ id: String(id) });

beforeAll(async () => {
  ({ admin, employee, course } = await grantedCourse());
  stranger = await createUser("EMPLOYEE");
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

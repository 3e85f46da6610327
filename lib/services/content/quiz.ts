import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { quizAttempts, users } from "@/db/schema";
import { requireEmployee, type Actor } from "@/lib/core/actor";
import { AppError, badRequest, conflict } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { formatDateTime } from "@/lib/format";
import { ICS_TIME_ZONE } from "@/lib/services/notifications/ics";
import type { ContentItem } from "@/lib/validation/content";
import {
  attemptSchema,
  type AttemptResult,
  type AttemptSummary,
  type QuizState,
} from "@/lib/validation/quiz";
import { completeLesson } from "./completion";
import { storedQuestions, toPublicQuestion } from "./quiz-questions";
import { reachableItem } from "./reachable";

/**
 * A collaborator's quiz: the questions without their answers, the attempts, and the attempt
 * itself, scored here. A question counts when the options chosen are exactly the right ones;
 * the score is round(100 × right ÷ questions); passing completes the lesson (completeLesson, in
 * the attempt's transaction). Once passed, no more attempts are taken. `now` is the clock
 * (tests pass their own).
 */

type QuizLesson = Pick<ContentItem, "id" | "passingScore" | "maxAttempts" | "attemptWaitMinutes">;

const NOT_A_QUIZ = "Esta aula não é um questionário";
const MINUTE = 60_000;

const summaryOf = (row: {
  id: number;
  score: number;
  passed: boolean;
  createdAt: Date;
}): AttemptSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The user's attempts and whether (and from when) another one is taken. */
async function stateOf(
  executor: Executor,
  lesson: QuizLesson,
  userId: number,
  now: Date,
): Promise<Omit<QuizState, "questions">> {
  const rows = await executor
    .select({
      id: quizAttempts.id,
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lesson.id)))
    .orderBy(asc(quizAttempts.createdAt), asc(quizAttempts.id));
  const passed = rows.some((row) => row.passed);
  const max = lesson.maxAttempts ?? null;
  const attemptsLeft = max === null ? null : Math.max(0, max - rows.length);
  const last = rows.at(-1);
  const waitUntil =
    last && lesson.attemptWaitMinutes
      ? new Date(last.createdAt.getTime() + lesson.attemptWaitMinutes * MINUTE)
      : null;
  const waiting = !passed && attemptsLeft !== 0 && waitUntil !== null && waitUntil > now;
  let blocked: string | null = null;
  if (passed) blocked = "Você já foi aprovado neste questionário.";
  else if (attemptsLeft === 0)
    blocked = `Você já usou ${max === 1 ? "a única tentativa" : `as ${max} tentativas`} deste questionário.`;
  else if (waiting)
    blocked = `Aguarde para tentar de novo: a próxima tentativa fica disponível em ${formatDateTime(waitUntil, ICS_TIME_ZONE)}.`;
  return {
    passingScore: lesson.passingScore ?? 100,
    maxAttempts: max,
    attemptWaitMinutes: lesson.attemptWaitMinutes ?? null,
    attempts: rows.map(summaryOf),
    passed,
    attemptsLeft,
    nextAttemptAt: waiting ? waitUntil!.toISOString() : null,
    blocked,
  };
}

/** A quiz lesson's state for its page (`studyItem`): public questions and the attempts. */
export async function quizStateOf(
  executor: Executor,
  lesson: QuizLesson,
  userId: number,
  now = new Date(),
): Promise<QuizState> {
  const questions = (await storedQuestions(executor, lesson.id)).map(toPublicQuestion);
  return { ...(await stateOf(executor, lesson, userId, now)), questions };
}

/** The reachable, unlocked quiz lesson, or 404 / 403 / 400 (not a quiz). */
async function quizLesson(executor: Executor, lessonId: number, userId: number) {
  const lesson = await reachableItem(executor, "lesson", lessonId, userId);
  if (lesson.kind !== "quiz") throw badRequest(NOT_A_QUIZ);
  return lesson;
}

/** `GET …/lesson-collaborator/{id}/attempts`: the user's attempts (score, passed, date). */
export async function listAttempts(actor: Actor, lessonId: number, now = new Date()) {
  requireEmployee(actor);
  const db = await getDb();
  const lesson = await quizLesson(db, lessonId, actor.id);
  const { attempts, ...state } = await stateOf(db, lesson, actor.id, now);
  return { data: attempts, ...state };
}

/** 409 (passed, no attempts left) or 429 with the moment of the next attempt (waiting). */
function refusal(state: Omit<QuizState, "questions">, now: Date): AppError {
  if (!state.nextAttemptAt) return conflict(state.blocked!);
  const seconds = (new Date(state.nextAttemptAt).getTime() - now.getTime()) / 1000;
  return new AppError(
    429,
    state.blocked!,
    undefined,
    { "retry-after": String(Math.max(1, Math.ceil(seconds))) },
    { nextAttemptAt: state.nextAttemptAt },
  );
}

/** `POST …/lesson-collaborator/{id}/attempts` `{ answers: { [questionId]: optionId[] } }`. */
export async function submitAttempt(
  actor: Actor,
  lessonId: number,
  body: unknown,
  now = new Date(),
): Promise<AttemptResult> {
  requireEmployee(actor);
  const { answers } = parseWith(attemptSchema, body);
  const db = await getDb();
  const lesson = await quizLesson(db, lessonId, actor.id);
  return db.transaction(async (tx) => {
    // One attempt at a time per person: the count and the wait hold under concurrent sends.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    const before = await stateOf(tx, lesson, actor.id, now);
    if (before.blocked) throw refusal(before, now);
    const questions = await storedQuestions(tx, lessonId);
    if (questions.length === 0) throw conflict("Este questionário ainda não tem perguntas");
    const errors: Record<string, string[]> = {};
    const results = questions.map((question) => {
      const chosen = [...new Set(answers[String(question.id)] ?? [])];
      const right = question.options.filter((o) => o.correct).map((o) => o.id);
      const field = `answers.${question.id}`;
      if (chosen.length === 0) errors[field] = ["Responda esta pergunta"];
      else if (chosen.some((id) => !question.options.some((o) => o.id === id)))
        errors[field] = ["Opção inválida"];
      else if (right.length === 1 && chosen.length > 1) errors[field] = ["Escolha uma opção"];
      const isRight = chosen.length === right.length && chosen.every((id) => right.includes(id));
      return { questionId: question.id, right: isRight, chosen };
    });
    if (Object.keys(errors).length > 0) throw badRequest("Responda todas as perguntas", errors);
    const score = Math.round((100 * results.filter((r) => r.right).length) / questions.length);
    const passed = score >= (lesson.passingScore ?? 100);
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        userId: actor.id,
        lessonId,
        answers: Object.fromEntries(results.map((r) => [String(r.questionId), r.chosen])),
        score,
        passed,
        createdAt: now,
      })
      .returning({
        id: quizAttempts.id,
        score: quizAttempts.score,
        passed: quizAttempts.passed,
        createdAt: quizAttempts.createdAt,
      });
    if (passed) await completeLesson(tx, actor.id, lessonId);
    return {
      attempt: summaryOf(attempt),
      passingScore: lesson.passingScore ?? 100,
      results: results.map(({ questionId, right }) => ({ questionId, right })),
      state: await quizStateOf(tx, lesson, actor.id, now),
    };
  });
}

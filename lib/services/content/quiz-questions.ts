import "server-only";
import { randomBytes } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { lessons, quizQuestions } from "@/db/schema";
import { badRequest } from "@/lib/core/errors";
import {
  lessonKindIssues,
  type AdminQuestion,
  type PublicQuestion,
  type QuestionInput,
} from "@/lib/validation/quiz";
import type { LevelRules } from "./level-rules";

/**
 * A quiz's questions: stored with their right answers (`options[].correct`), read whole only by
 * admins and by the scoring; a collaborator gets `publicQuestions`, which drops `correct`.
 */

type StoredOption = { id: string; text: string; correct: boolean };
type StoredQuestion = { id: number; text: string; options: StoredOption[] };

/** Every question of the lesson, in order, right answers included (server side only). */
export async function storedQuestions(
  executor: Executor,
  lessonId: number,
): Promise<StoredQuestion[]> {
  const rows = await executor
    .select({ id: quizQuestions.id, text: quizQuestions.text, options: quizQuestions.options })
    .from(quizQuestions)
    .where(eq(quizQuestions.lessonId, lessonId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  return rows.map((row) => ({ ...row, options: row.options as StoredOption[] }));
}

/** The admin's view: the same questions, right answers marked. */
export const adminQuestions = (executor: Executor, lessonId: number): Promise<AdminQuestion[]> =>
  storedQuestions(executor, lessonId);

/**
 * The collaborator's view: text and options only. `multiple` tells whether several options are
 * right (checkboxes) — never how many or which.
 */
export const toPublicQuestion = (question: StoredQuestion): PublicQuestion => ({
  id: question.id,
  text: question.text,
  multiple: question.options.filter((o) => o.correct).length > 1,
  options: question.options.map(({ id, text }) => ({ id, text })),
});

/** Replaces the questions of a lesson (the order given is the order shown). */
export async function replaceQuestions(
  executor: Executor,
  lessonId: number,
  questions: QuestionInput[],
): Promise<void> {
  await executor.delete(quizQuestions).where(eq(quizQuestions.lessonId, lessonId));
  if (questions.length === 0) return;
  await executor.insert(quizQuestions).values(
    questions.map((question, position) => ({
      lessonId,
      position,
      text: question.text,
      options: question.options.map((option) => ({
        id: randomBytes(4).toString("hex"),
        text: option.text,
        correct: option.correct ?? false,
      })),
    })),
  );
}

type LessonInput = {
  kind?: "content" | "quiz";
  content?: string;
  passingScore?: number | null;
  questions?: QuestionInput[];
};

/**
 * The lesson level's rules (levels.ts): the input's `kind` is the `lesson_kind` column; the
 * kind-dependent fields are checked against the stored lesson when editing; a quiz keeps no URL;
 * its questions are written beside the row.
 */
export const lessonRules: LevelRules = {
  columns: { kind: "lessonKind" },
  outside: ["questions"],
  async prepare(executor, raw, id) {
    const input = raw as LessonInput;
    let stored: { kind: string; content: string; passingScore: number | null } | undefined;
    let storedQuestionCount = 0;
    if (id !== null) {
      [stored] = await executor
        .select({
          kind: lessons.lessonKind,
          content: lessons.content,
          passingScore: lessons.passingScore,
        })
        .from(lessons)
        .where(eq(lessons.id, id));
      if (!stored) return {}; // the update answers 404
      [{ n: storedQuestionCount }] = await executor
        .select({ n: count() })
        .from(quizQuestions)
        .where(eq(quizQuestions.lessonId, id));
    }
    const kind = input.kind ?? (stored?.kind as LessonInput["kind"]) ?? "content";
    const issues = lessonKindIssues({
      kind,
      content: input.content ?? stored?.content,
      passingScore: input.passingScore !== undefined ? input.passingScore : stored?.passingScore,
      questions: input.questions ?? Array.from({ length: storedQuestionCount }),
    });
    if (Object.keys(issues).length > 0) throw badRequest("Dados inválidos", issues);
    return kind === "quiz" ? { content: "" } : {};
  },
  async afterWrite(executor, id, raw) {
    const input = raw as LessonInput;
    if (input.kind === "content") await replaceQuestions(executor, id, []);
    else if (input.questions) await replaceQuestions(executor, id, input.questions);
  },
  async adminDetail(executor, item) {
    return item.kind === "quiz" ? { questions: await adminQuestions(executor, item.id) } : {};
  },
};

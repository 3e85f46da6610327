import { z } from "@/lib/validation/zod";
import { LESSON_KINDS, type LessonKind } from "@/lib/kinds/content";

/**
 * A "Questionário" lesson's fields (its passing score, attempts, wait and questions) and the
 * collaborator's attempt. The lesson schema (content.ts) carries these fields; the rules that
 * depend on the lesson's kind are in `lessonKindIssues`, shared by the form and the service.
 */

export const MAX_QUESTIONS = 100;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

/** "" and null from a form's empty number input mean "none". */
const blankToNull = (value: unknown) => (value === "" || value === null ? null : value);

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const quizFields = {
  kind: z.enum(LESSON_KINDS, { error: "Selecione o tipo da aula" }),
  passingScore: z.preprocess(
    blankToNull,
    whole("Informe a nota mínima, de 1 a 100 (%)", 1, 100).nullable(),
  ),
  maxAttempts: z.preprocess(
    blankToNull,
    whole("Informe um número de tentativas de 1 a 100, ou deixe em branco", 1, 100).nullable(),
  ),
  attemptWaitMinutes: z.preprocess(
    blankToNull,
    whole("Informe a espera em minutos, de 0 a 525600, ou deixe em branco", 0, 525_600).nullable(),
  ),
  questions: z
    .array(
      z.object({
        text: z
          .string({ error: "Escreva a pergunta" })
          .trim()
          .min(2, "Escreva a pergunta")
          .max(1000, "Use até 1000 caracteres"),
        options: z
          .array(
            z.object({
              text: z
                .string({ error: "Escreva a opção" })
                .trim()
                .min(1, "Escreva a opção")
                .max(500, "Use até 500 caracteres"),
              correct: z.boolean({ error: "Indique se a opção é certa" }).default(false),
            }),
            { error: "Inclua as opções da pergunta" },
          )
          .min(MIN_OPTIONS, `Inclua de ${MIN_OPTIONS} a ${MAX_OPTIONS} opções`)
          .max(MAX_OPTIONS, `Inclua de ${MIN_OPTIONS} a ${MAX_OPTIONS} opções`)
          .refine((options) => options.some((o) => o.correct), "Marque pelo menos uma opção certa"),
      }),
      { error: "Inclua as perguntas do questionário" },
    )
    .max(MAX_QUESTIONS, `Use até ${MAX_QUESTIONS} perguntas`),
};

export type QuestionInput = z.input<typeof quizFields.questions>[number];

/** What a lesson is, once its stored values and the input are merged. */
export type LessonShape = {
  kind?: LessonKind;
  content?: string | null;
  passingScore?: number | null;
  questions?: unknown[] | null;
};

export const CONTENT_REQUIRED = "Insira uma URL válida";
export const PASSING_SCORE_REQUIRED = "Informe a nota mínima, de 1 a 100 (%)";
export const QUESTIONS_REQUIRED = "Inclua pelo menos uma pergunta";

/**
 * The rules that depend on the kind: a content lesson needs its URL; a quiz needs a passing
 * score and at least one question. `{ field: [message] }`, empty when the lesson is whole.
 */
export function lessonKindIssues(lesson: LessonShape): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if ((lesson.kind ?? "content") === "content") {
    if (!lesson.content) issues.content = [CONTENT_REQUIRED];
    return issues;
  }
  if (lesson.passingScore == null) issues.passingScore = [PASSING_SCORE_REQUIRED];
  if (!lesson.questions || lesson.questions.length === 0) issues.questions = [QUESTIONS_REQUIRED];
  return issues;
}

/** `POST …/lesson-collaborator/{id}/attempts`: the options chosen for each question. */
export const attemptSchema = z.object({
  answers: z.record(
    z.string().regex(/^\d{1,10}$/, "Pergunta inválida"),
    z
      .array(z.string().max(40, "Opção inválida"), { error: "Escolha uma opção" })
      .max(MAX_OPTIONS, "Opção inválida"),
    { error: "Responda as perguntas" },
  ),
});
export type AttemptInput = z.input<typeof attemptSchema>;

/** A question as the collaborator sees it before answering: never which options are right. */
export type PublicQuestion = {
  id: number;
  text: string;
  /** Several right answers (checkboxes) or one (radio); the count is not told. */
  multiple: boolean;
  options: { id: string; text: string }[];
};

/** A question as the admin edits it. */
export type AdminQuestion = {
  id: number;
  text: string;
  options: { id: string; text: string; correct: boolean }[];
};

export type AttemptSummary = { id: number; score: number; passed: boolean; createdAt: string };

/** The collaborator's side of a quiz: questions, attempts, and whether another is possible now. */
export type QuizState = {
  passingScore: number;
  maxAttempts: number | null;
  attemptWaitMinutes: number | null;
  questions: PublicQuestion[];
  attempts: AttemptSummary[];
  passed: boolean;
  attemptsLeft: number | null;
  /** When the next attempt may be sent (ISO); null when it can be sent now or never again. */
  nextAttemptAt: string | null;
  /** Why no attempt can be sent (passed, no attempts left, waiting); null when one can. */
  blocked: string | null;
};

export type AttemptResult = {
  attempt: AttemptSummary;
  passingScore: number;
  /** Which questions were answered right (not which options are right). */
  results: { questionId: number; right: boolean }[];
  state: QuizState;
};

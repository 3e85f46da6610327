import { attemptSchema } from "@/lib/validation/quiz";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dateTime } from "./responses";

const tag = "Treinamentos";

const attempt = z
  .object({ id: z.int(), score: z.int(), passed: z.boolean(), createdAt: dateTime() })
  .meta({ id: "QuizAttempt" });

/** Whether (and from when) another attempt is taken. */
const attemptState = {
  passingScore: z.int(),
  maxAttempts: z.int().nullable(),
  attemptWaitMinutes: z.int().nullable(),
  passed: z.boolean(),
  attemptsLeft: z.int().nullable(),
  nextAttemptAt: dateTime().nullable(),
  blocked: z.string().nullable(),
};

const score = z.object({
  userId: z.int(),
  name: z.string(),
  lessonId: z.int(),
  lessonTitle: z.string(),
  attempts: z.int(),
  bestScore: z.int(),
  passed: z.boolean(),
  lastAttemptAt: dateTime(),
});

/** A quiz lesson's attempts: the collaborator sends and lists theirs; admins see everyone's. */
export const quizOperations: Operation[] = [
  {
    method: "post",
    path: "/api/collaborator/lesson-collaborator/{id}/attempts",
    tag,
    roles: ["EMPLOYEE"],
    summary: "Enviar uma tentativa do questionário",
    description:
      "Respostas por pergunta: `{ answers: { [questionId]: [optionId, …] } }`. O servidor corrige " +
      "(uma pergunta conta quando as opções escolhidas são exatamente as certas), guarda a " +
      "tentativa e, se a nota alcança a mínima, conclui a aula. A resposta diz quais perguntas " +
      "foram acertadas, nunca quais opções são certas. 409 depois de aprovado ou sem tentativas; " +
      "429 (com `nextAttemptAt` e Retry-After) antes do fim da espera; 403 num módulo bloqueado.",
    body: attemptSchema,
    example: { answers: { "1": ["a1b2c3d4"], "2": ["e5f6a7b8", "c9d0e1f2"] } },
    ok: {
      status: 201,
      schema: z.looseObject({
        success: z.literal(true),
        attempt,
        passingScore: z.int(),
        results: z.array(z.object({ questionId: z.int(), right: z.boolean() })),
        state: z.looseObject({ ...attemptState, attempts: z.array(attempt) }),
      }),
    },
    errors: [400, 404, 409, 429],
  },
  {
    method: "get",
    path: "/api/collaborator/lesson-collaborator/{id}/attempts",
    tag,
    roles: ["EMPLOYEE"],
    summary: "Minhas tentativas do questionário",
    ok: { status: 200, schema: z.object({ data: z.array(attempt), ...attemptState }) },
    errors: [400, 404],
  },
  {
    method: "get",
    path: "/api/lessons-admin/{id}/attempts",
    tag,
    roles: ["ADMIN"],
    summary: "Resultados do questionário por pessoa",
    ok: { status: 200, schema: z.object({ data: z.array(score) }) },
    errors: [404],
  },
];

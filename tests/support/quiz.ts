import { expect } from "vitest";
import * as lessonRoute from "@/app/api/lessons-admin/route";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import { call, type TestUser } from "./factory";

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

import type { Database } from "@/db";
import * as schema from "@/db/schema";
import type { DemoPeople } from "./people";
import { gradientPng, pdfBytes, type Rgb } from "./sample-files";
import { completeLesson } from "@/lib/services/content/completion";
import { COMPLETED_TRAINING, DONE, GRANTS, TRAININGS, type Lesson } from "./training-catalogue";
import { storeDemoFile } from "./stored-files";

type Inserted = { id: number; training: number; module?: number };

export async function demoTrainings(db: Database, people: DemoPeople): Promise<void> {
  const thumbnail = (title: string, [from, to]: [Rgb, Rgb]) =>
    storeDemoFile(db, {
      bytes: gradientPng(384, 216, from, to),
      name: `${slug(title)}.png`,
      type: "image/png",
      ownerId: people.admin.id,
    });
  const handout = (name: string, lesson: Lesson) =>
    storeDemoFile(db, {
      bytes: pdfBytes([lesson.title, lesson.description, "Material de apoio da aula"]),
      name,
      type: "application/pdf",
      ownerId: people.admin.id,
    });

  const modules: Inserted[] = [];
  const submodules: Inserted[] = [];
  const lessons: Array<{ id: number; title: string; training: number }> = [];
  const trainingIds: number[] = [];
  for (const [trainingIndex, training] of TRAININGS.entries()) {
    const [row] = await db
      .insert(schema.trainings)
      .values({
        title: training.title,
        description: training.description,
        tutor: training.tutor,
        workloadHours: training.workloadHours,
        fileId: await thumbnail(training.title, training.colours),
      })
      .returning({ id: schema.trainings.id });
    trainingIds.push(row.id);
    for (const [moduleIndex, module] of training.modules.entries()) {
      const [moduleRow] = await db
        .insert(schema.modules)
        .values({
          parentId: row.id,
          title: module.title,
          description: module.description,
          fileId: await thumbnail(module.title, module.colours),
        })
        .returning({ id: schema.modules.id });
      modules.push({ id: moduleRow.id, training: trainingIndex, module: moduleIndex });
      for (const submodule of module.submodules) {
        const [subRow] = await db
          .insert(schema.submodules)
          .values({
            parentId: moduleRow.id,
            title: submodule.title,
            description: submodule.description,
          })
          .returning({ id: schema.submodules.id });
        submodules.push({ id: subRow.id, training: trainingIndex, module: moduleIndex });
        for (const lesson of submodule.lessons) {
          const fileId = lesson.handout ? await handout(lesson.handout, lesson) : null;
          const [lessonRow] = await db
            .insert(schema.lessons)
            .values({
              parentId: subRow.id,
              title: lesson.title,
              description: lesson.description,
              content: lesson.content,
              fileId,
            })
            .returning({ id: schema.lessons.id });
          lessons.push({ id: lessonRow.id, title: lesson.title, training: trainingIndex });
        }
      }
    }
  }

  await demoQuiz(db, submodules.filter((s) => s.training === 0 && s.module === 0).at(-1)!.id);

  const userOf = (who: string) =>
    (who === "colaborador" ? people.employee : people.byHandle(who)).id;
  const within = (grant: (typeof GRANTS)[number]) => (item: Inserted) =>
    item.training === grant.training && (grant.reach === "full" || item.module === 0);
  await db
    .insert(schema.trainingGrants)
    .values(GRANTS.map((g) => ({ userId: userOf(g.who), itemId: trainingIds[g.training] })));
  await db
    .insert(schema.moduleGrants)
    .values(
      GRANTS.flatMap((grant) =>
        modules.filter(within(grant)).map((m) => ({ userId: userOf(grant.who), itemId: m.id })),
      ),
    );
  await db
    .insert(schema.submoduleGrants)
    .values(
      GRANTS.flatMap((grant) =>
        submodules.filter(within(grant)).map((m) => ({ userId: userOf(grant.who), itemId: m.id })),
      ),
    );
  await db
    .insert(schema.lessonProgress)
    .values(
      lessons
        .filter((l) => DONE.includes(l.title))
        .map((l) => ({ userId: people.employee.id, lessonId: l.id })),
    );
  // Completed the way a collaborator does, so the certificate is issued as it would be.
  for (const lesson of lessons.filter((l) => l.training === COMPLETED_TRAINING))
    await completeLesson(db, people.employee.id, lesson.id);
}

/** A short "Questionário" closing the first module of the first training. */
async function demoQuiz(db: Database, submoduleId: number): Promise<void> {
  const [quiz] = await db
    .insert(schema.lessons)
    .values({
      parentId: submoduleId,
      title: "Questionário: conhecendo a organização",
      description: "Três perguntas sobre o módulo; acerte 70% para concluir.",
      content: "",
      lessonKind: "quiz",
      passingScore: 70,
      maxAttempts: 3,
      attemptWaitMinutes: 5,
    })
    .returning({ id: schema.lessons.id });
  const questions: Array<[string, Array<[string, boolean]>]> = [
    [
      "Onde ficam as alçadas de aprovação?",
      [
        ["Na aula 'Quem decide o quê'", true],
        ["Só no estatuto", false],
        ["Em lugar nenhum", false],
      ],
    ],
    [
      "Quais destes são valores da organização?",
      [
        ["Transparência", true],
        ["Cooperação", true],
        ["Pressa", false],
      ],
    ],
    [
      "A linha do tempo mostra…",
      [
        ["Os marcos da organização", true],
        ["O cardápio da semana", false],
      ],
    ],
  ];
  await db.insert(schema.quizQuestions).values(
    questions.map(([text, options], position) => ({
      lessonId: quiz.id,
      position,
      text,
      options: options.map(([option, correct], i) => ({
        id: `demo${position + 1}${i + 1}`,
        text: option,
        correct,
      })),
    })),
  );
}

const slug = (title: string) =>
  title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

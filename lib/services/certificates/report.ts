import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { certificates, trainings, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { quizScoresOf, type QuizScore } from "@/lib/services/content/quiz-scores";
import { orderFor, paged } from "@/lib/services/list";
import {
  trainingReportQuerySchema,
  type TrainingReportRow,
  type TrainingReportSummary,
} from "@/lib/validation/certificates";
import type { Paginated } from "@/lib/validation/list";
import { reportParts } from "./report-query";

export const TRAINING_NOT_FOUND = "Treinamento não encontrado";

export type TrainingReport = Paginated<TrainingReportRow> & {
  training: { id: number; title: string; workloadHours: number | null; lessons: number };
  summary: TrainingReportSummary;
};

/** The training's id and title, or 404. */
export async function reportTraining(trainingId: number) {
  const db = await getDb();
  const [training] = await db
    .select({ id: trainings.id, title: trainings.title, workloadHours: trainings.workloadHours })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!training) throw notFound(TRAINING_NOT_FOUND);
  return training;
}

/**
 * `GET /api/training-admin/{id}/report` (ADMIN): one page of the people granted the training
 * (directly or below it) or holding its certificate, with their progress over all the
 * training's lessons, their best score per quiz and their certificate; and the totals.
 */
export async function trainingReport(
  actor: Actor,
  trainingId: number,
  rawQuery: unknown,
): Promise<TrainingReport> {
  requireAdmin(actor);
  const query = parseWith(trainingReportQuerySchema, rawQuery ?? {});
  const training = await reportTraining(trainingId);
  const db = await getDb();
  const parts = reportParts(trainingId);
  const [{ total }] = await db.select({ total: parts.total }).from(sql`(select 1) as one`);
  const order = orderFor(query, parts.sortable, parts.fallback, [users.id]);
  const page = await paged(
    query,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: users.id,
          name: parts.name,
          email: users.email,
          granted: parts.granted,
          done: parts.done,
          certificateId: certificates.id,
          code: certificates.code,
          completedOn: certificates.completedOn,
          issuedAt: certificates.issuedAt,
          revokedAt: certificates.revokedAt,
        })
        .from(users)
        .leftJoin(certificates, parts.certificateJoin)
        .where(parts.audience)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map((row): TrainingReportRow => ({
        id: row.id,
        name: row.name,
        email: row.email,
        granted: Boolean(row.granted),
        done: row.done,
        total,
        percent: total === 0 ? 0 : Math.round((row.done * 100) / total),
        started: row.done > 0,
        completed: total > 0 && row.done >= total,
        quizzes: [],
        certificate:
          row.certificateId === null
            ? null
            : {
                id: row.certificateId,
                code: row.code!,
                completedOn: row.completedOn!,
                issuedAt: row.issuedAt!.toISOString(),
                revokedAt: row.revokedAt?.toISOString() ?? null,
              },
      }));
    },
    { executor: db, from: users, where: parts.audience },
  );
  const byPerson = new Map<number, QuizScore[]>();
  for (const score of await quizScoresOf(actor, trainingId))
    byPerson.set(score.userId, [...(byPerson.get(score.userId) ?? []), score]);
  for (const row of page.data)
    row.quizzes = (byPerson.get(row.id) ?? []).map((score) => ({
      lessonId: score.lessonId,
      title: score.lessonTitle,
      bestScore: score.bestScore,
      passed: score.passed,
      attempts: score.attempts,
    }));
  const [summary] = await db
    .select({
      granted: sql<number>`count(*) filter (where ${parts.granted})`.mapWith(Number),
      started: sql<number>`count(*) filter (where ${parts.done} > 0)`.mapWith(Number),
      completed:
        sql<number>`count(*) filter (where ${total} > 0 and ${parts.done} >= ${total})`.mapWith(
          Number,
        ),
      certificates: count(certificates.id),
      revoked: count(certificates.revokedAt),
    })
    .from(users)
    .leftJoin(certificates, parts.certificateJoin)
    .where(parts.audience);
  return { training: { ...training, lessons: total }, summary, ...page };
}

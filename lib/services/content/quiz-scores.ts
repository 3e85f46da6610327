import "server-only";
import { and, asc, count, eq, max, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { lessons, modules, quizAttempts, submodules, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { findItem } from "./admin";

/**
 * Quiz results for admins: per person and quiz, how many attempts, the best score, whether
 * passed and when they last tried. `quizScoresOf(actor, trainingId)` is what a training's report
 * reads; `quizAttemptsOf(actor, lessonId)` is one quiz's list (its edit screen and REST).
 */

export type QuizScore = {
  userId: number;
  name: string;
  lessonId: number;
  lessonTitle: string;
  attempts: number;
  bestScore: number;
  passed: boolean;
  lastAttemptAt: string;
};

async function scores(executor: Executor, where: SQL | undefined): Promise<QuizScore[]> {
  const rows = await executor
    .select({
      userId: quizAttempts.userId,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      lessonId: quizAttempts.lessonId,
      lessonTitle: lessons.title,
      attempts: count(quizAttempts.id),
      bestScore: max(quizAttempts.score),
      passed: sql<boolean>`bool_or(${quizAttempts.passed})`,
      lastAttemptAt: max(quizAttempts.createdAt),
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .innerJoin(lessons, eq(lessons.id, quizAttempts.lessonId))
    .innerJoin(submodules, eq(submodules.id, lessons.parentId))
    .innerJoin(modules, eq(modules.id, submodules.parentId))
    .where(where)
    .groupBy(
      quizAttempts.userId,
      users.firstName,
      users.lastName,
      quizAttempts.lessonId,
      lessons.title,
      modules.id,
      submodules.id,
    )
    .orderBy(asc(modules.id), asc(submodules.id), asc(quizAttempts.lessonId), asc(users.firstName));
  return rows.map((row) => ({
    ...row,
    bestScore: row.bestScore ?? 0,
    passed: Boolean(row.passed),
    lastAttemptAt: new Date(row.lastAttemptAt ?? 0).toISOString(),
  }));
}

/** Every quiz result of a training (for its report), per person and quiz. 404 for no training. */
export async function quizScoresOf(actor: Actor, trainingId: number): Promise<QuizScore[]> {
  requireAdmin(actor);
  const db = await getDb();
  await findItem(db, "training", trainingId);
  return scores(db, eq(modules.parentId, trainingId));
}

/** `GET /api/lessons-admin/{id}/attempts`: one quiz's results per person. */
export async function quizAttemptsOf(
  actor: Actor,
  lessonId: number,
): Promise<{ data: QuizScore[] }> {
  requireAdmin(actor);
  const db = await getDb();
  await findItem(db, "lesson", lessonId);
  return { data: await scores(db, and(eq(quizAttempts.lessonId, lessonId))) };
}

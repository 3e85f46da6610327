import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { lessonProgress } from "@/db/schema";
import { COMPLETION_LOCK, issueCertificateIfComplete } from "@/lib/services/certificates/issue";

/**
 * The one way a lesson becomes completed: marked done (a content lesson) or passed (a quiz).
 * Whatever follows a completion (a training's certificate) hangs here, so every door that
 * completes a lesson triggers it. Idempotent.
 *
 * In one transaction (a savepoint inside the caller's) under a per-person lock, so two lessons
 * completed at once both see each other's row: the last of them issues the certificate, once.
 */
export async function completeLesson(
  executor: Executor,
  userId: number,
  lessonId: number,
): Promise<void> {
  await executor.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPLETION_LOCK}, ${userId})`);
    await tx.insert(lessonProgress).values({ userId, lessonId }).onConflictDoNothing();
    await issueCertificateIfComplete(tx, userId, lessonId);
  });
}

/** Undoes a content lesson's "done" (a passed quiz is not undone this way). */
export async function uncompleteLesson(
  executor: Executor,
  userId: number,
  lessonId: number,
): Promise<void> {
  await executor
    .delete(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
}

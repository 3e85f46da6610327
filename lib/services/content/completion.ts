import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { lessonProgress } from "@/db/schema";

/**
 * The one way a lesson becomes completed: marked done (a content lesson) or passed (a quiz).
 * Whatever follows a completion (a training's certificate) hangs here, so every door that
 * completes a lesson triggers it. Idempotent.
 */
export async function completeLesson(
  executor: Executor,
  userId: number,
  lessonId: number,
): Promise<void> {
  await executor.insert(lessonProgress).values({ userId, lessonId }).onConflictDoNothing();
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

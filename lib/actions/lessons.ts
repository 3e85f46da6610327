"use server";

import { runAction } from "@/lib/server/action";
import { setLessonDone, submitAttempt } from "@/lib/services/content";

/** Marks a lesson the collaborator reaches as done, or not done. */
export async function setLessonDoneAction(lessonId: number, done: boolean) {
  return runAction((actor) => setLessonDone(actor, lessonId, done));
}

/** Sends an attempt at a quiz lesson: `{ answers: { [questionId]: optionId[] } }`. */
export async function submitQuizAttemptAction(lessonId: number, body: unknown) {
  return runAction((actor) => submitAttempt(actor, lessonId, body));
}

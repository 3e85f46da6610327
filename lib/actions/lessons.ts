"use server";

import { runAction } from "@/lib/server/action";
import { setLessonDone } from "@/lib/services/content";

/** Marks a lesson the collaborator reaches as done, or not done. */
export async function setLessonDoneAction(lessonId: number, done: boolean) {
  return runAction((actor) => setLessonDone(actor, lessonId, done));
}

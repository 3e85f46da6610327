import "server-only";
import { and, count, eq, max, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import {
  certificates,
  lessonProgress,
  lessons,
  modules,
  submodules,
  trainings,
  users,
} from "@/db/schema";
import { certificateIssued } from "@/lib/services/notifications/events";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";
import { todayIn } from "@/lib/time-zone";
import { newCertificateCode } from "./code";

/** pg_advisory_xact_lock(key, userId): one completion at a time per person (two-key space). */
export const COMPLETION_LOCK = 72274;

/**
 * After a lesson is completed (completion.ts, in its transaction, under the person's completion
 * lock): when every lesson of that lesson's training is completed by `userId`, the certificate
 * is issued once, with what it states copied now (name, training, hours, completion day), and
 * the person is told (in-app and e-mail). Returns the new certificate's id, or null.
 */
export async function issueCertificateIfComplete(
  tx: Executor,
  userId: number,
  lessonId: number,
): Promise<number | null> {
  const [owner] = await tx
    .select({ trainingId: modules.parentId })
    .from(lessons)
    .innerJoin(submodules, eq(submodules.id, lessons.parentId))
    .innerJoin(modules, eq(modules.id, submodules.parentId))
    .where(eq(lessons.id, lessonId));
  if (!owner) return null;
  const [state] = await tx
    .select({
      total: count(lessons.id),
      done: count(lessonProgress.lessonId),
      last: max(lessonProgress.completedAt),
    })
    .from(lessons)
    .innerJoin(submodules, eq(submodules.id, lessons.parentId))
    .innerJoin(modules, eq(modules.id, submodules.parentId))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
    )
    .where(eq(modules.parentId, owner.trainingId));
  if (!state || state.total === 0 || state.done < state.total) return null;
  const [training] = await tx
    .select({ title: trainings.title, workloadHours: trainings.workloadHours })
    .from(trainings)
    .where(eq(trainings.id, owner.trainingId));
  const [person] = await tx
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, userId));
  const [issued] = await tx
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      userId,
      trainingId: owner.trainingId,
      personName: person.name.slice(0, 191),
      trainingTitle: training.title,
      workloadHours: training.workloadHours,
      completedOn: todayIn(MEETING_TIME_ZONE, state.last ? new Date(state.last) : new Date()),
    })
    .onConflictDoNothing()
    .returning({ id: certificates.id, trainingTitle: certificates.trainingTitle });
  if (!issued) return null;
  await certificateIssued(tx, userId, issued.trainingTitle);
  return issued.id;
}

import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import {
  certificates,
  lessonProgress,
  lessons,
  moduleGrants,
  modules,
  quizAttempts,
  submoduleGrants,
  submodules,
  trainingGrants,
  users,
} from "@/db/schema";

/**
 * The SQL of a training's report, shared by its page (report.ts) and its CSV (report-export.ts):
 * one row per person granted the training or anything below it, or holding its certificate,
 * with correlated counts over the training's lessons. The page reads the quiz scores from
 * content/quiz-scores.ts; the CSV writes them as text here, in its one query.
 */

const lessonIdsOf = (trainingId: number) => sql`select ${lessons.id} from ${lessons}
  join ${submodules} on ${submodules.id} = ${lessons.parentId}
  join ${modules} on ${modules.id} = ${submodules.parentId}
  where ${modules.parentId} = ${trainingId}`;

/** Who holds a grant at any level of the training. */
const grantHolders = (
  trainingId: number,
) => sql`select ${trainingGrants.userId} from ${trainingGrants}
    where ${trainingGrants.itemId} = ${trainingId}
  union select ${moduleGrants.userId} from ${moduleGrants}
    join ${modules} on ${modules.id} = ${moduleGrants.itemId}
    where ${modules.parentId} = ${trainingId}
  union select ${submoduleGrants.userId} from ${submoduleGrants}
    join ${submodules} on ${submodules.id} = ${submoduleGrants.itemId}
    join ${modules} on ${modules.id} = ${submodules.parentId}
    where ${modules.parentId} = ${trainingId}`;

export function reportParts(trainingId: number) {
  const granted = sql<boolean>`(${users.id} in (${grantHolders(trainingId)}))`;
  const done = sql<number>`(select count(*) from ${lessonProgress}
    where ${lessonProgress.userId} = ${users.id}
    and ${lessonProgress.lessonId} in (${lessonIdsOf(trainingId)}))`.mapWith(Number);
  const total =
    sql<number>`(select count(*) from (${lessonIdsOf(trainingId)}) as training_lessons)`.mapWith(
      Number,
    );
  const bestScores = sql`(select ${quizAttempts.lessonId} as lesson_id, max(${quizAttempts.score}) as best,
      bool_or(${quizAttempts.passed}) as passed
    from ${quizAttempts}
    where ${quizAttempts.userId} = ${users.id}
    and ${quizAttempts.lessonId} in (${lessonIdsOf(trainingId)})
    group by ${quizAttempts.lessonId}) as best`;
  const quizText = sql<string>`(select string_agg(${lessons.title} || ': ' || best.best || '%'
      || case when best.passed then ' (aprovado)' else '' end, '; ' order by best.lesson_id)
    from ${bestScores} join ${lessons} on ${lessons.id} = best.lesson_id)`;
  const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const audience: SQL = sql`${users.id} in (${grantHolders(trainingId)}
    union select ${certificates.userId} from ${certificates}
    where ${certificates.trainingId} = ${trainingId})`;
  const certificateJoin = and(
    eq(certificates.userId, users.id),
    eq(certificates.trainingId, trainingId),
  )!;
  const sortable = {
    name: sql`${users.firstName} || ' ' || ${users.lastName}`,
    progress: done,
    certificate: certificates.issuedAt,
  };
  const fallback = [asc(users.firstName), asc(users.lastName), asc(users.id)];
  return {
    granted,
    done,
    total,
    quizText,
    name,
    audience,
    certificateJoin,
    sortable,
    fallback,
  };
}

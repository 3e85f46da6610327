import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { requireEmployee, type Actor } from "@/lib/core/actor";
import { conflict } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { paged } from "@/lib/services/list";
import {
  PARENT_KEY,
  collaboratorQuerySchemas,
  type ContentItem,
  type ContentKind,
  type GrantableKind,
  type Progress,
} from "@/lib/validation/content";
import type { PageMeta } from "@/lib/validation/list";
import type { QuizState } from "@/lib/validation/quiz";
import { LEVELS, parentColumn } from "./levels";
import { locksOf, type Lock } from "./locks";
import { quizStateOf } from "./quiz";
import { doneLessons, isReachable, progressByItem } from "./reach";
import { reachableItem } from "./reachable";
import { fileOf, itemsOfPage } from "./rows";
import { completeLesson, uncompleteLesson } from "./completion";

/**
 * What a collaborator studies: only what the grant rule lets them reach (reach.ts); any other
 * id answers 404, for pages and API alike; a locked module's items answer 403 (locks.ts).
 * Containers carry their progress, modules their lock, lessons `done`, a quiz its state.
 */

export type StudyItem = ContentItem & {
  progress?: Progress;
  done?: boolean;
  locked?: Lock | null;
  quiz?: QuizState;
};
export type Crumb = { kind: ContentKind; id: number; title: string };

/** Progress for containers (and a module's lock), `done` for lessons. */
async function withStudyState(
  executor: Executor,
  kind: ContentKind,
  items: ContentItem[],
  userId: number,
): Promise<StudyItem[]> {
  const ids = items.map((item) => item.id);
  if (kind === "lesson") {
    const done = await doneLessons(executor, ids, userId);
    return items.map((item) => ({ ...item, done: done.has(item.id) }));
  }
  const [progress, locks] = await Promise.all([
    progressByItem(executor, kind, ids, userId),
    kind === "module" ? locksOf(executor, ids, userId) : undefined,
  ]);
  return items.map((item) => ({
    ...item,
    progress: progress.get(item.id),
    ...(locks ? { locked: locks.get(item.id) ?? null } : {}),
  }));
}

export type StudyList = { data: StudyItem[]; meta: PageMeta } & Partial<
  Record<ContentKind, ContentItem>
>;

/**
 * `GET /api/collaborator/{training,module,submodule,lesson}-collaborator`: the reachable items
 * of a level, in course order; below trainings, inside a reachable parent (named in the query
 * as trainingId, moduleId or submoduleId, and answered alongside).
 */
export async function studyList(
  actor: Actor,
  kind: ContentKind,
  rawQuery: unknown,
): Promise<StudyList> {
  requireEmployee(actor);
  const level = LEVELS[kind];
  const query = parseWith(collaboratorQuerySchemas[kind], rawQuery) as {
    page: number;
    per_page: number;
  } & Record<string, number>;
  const db = await getDb();
  const conditions = [isReachable(db, kind, actor.id)];
  let parent: ContentItem | undefined;
  if (level.parent && kind !== "training") {
    const parentId = query[PARENT_KEY[kind]];
    parent = await reachableItem(db, level.parent, parentId, actor.id);
    conditions.push(eq(parentColumn(level), parentId));
  }
  const where = and(...conditions);
  const page = await paged(
    query,
    async (limit, offset) => {
      // Deferred join (decision 0020): ids in course order first, then those rows.
      const ids = await db
        .select({ id: level.table.id })
        .from(level.table)
        .where(where)
        .orderBy(asc(level.table.id))
        .limit(limit)
        .offset(offset);
      return itemsOfPage(db, level, ids);
    },
    { executor: db, from: level.table, where },
  );
  const data = await withStudyState(db, kind, page.data, actor.id);
  return { ...(parent && level.parent ? { [level.parent]: parent } : {}), data, meta: page.meta };
}

export type StudyDetail = { item: StudyItem; stream: string | null; path: Crumb[] };

/** One reachable item with its study state and the chain above it (training first). */
export async function studyItem(actor: Actor, kind: ContentKind, id: number): Promise<StudyDetail> {
  requireEmployee(actor);
  const db = await getDb();
  const [item] = await withStudyState(
    db,
    kind,
    [await reachableItem(db, kind, id, actor.id)],
    actor.id,
  );
  const path: Crumb[] = [];
  let current: ContentItem = item;
  for (let at: ContentKind = kind; LEVELS[at].parent;) {
    const above = LEVELS[at].parent as GrantableKind;
    const ref = current[above]!;
    path.unshift({ kind: above, id: ref.id, title: ref.title });
    if (!LEVELS[above].parent) break;
    current = await reachableItem(db, above, ref.id, actor.id);
    at = above;
  }
  if (item.kind === "quiz") item.quiz = await quizStateOf(db, item, actor.id);
  return { item, stream: fileOf(LEVELS[kind], item)?.url ?? null, path };
}

/** Marks a reachable lesson done (`done`) or not done; both are idempotent. */
export async function setLessonDone(
  actor: Actor,
  lessonId: number,
  done: boolean,
): Promise<{ done: boolean }> {
  requireEmployee(actor);
  const db = await getDb();
  const lesson = await reachableItem(db, "lesson", lessonId, actor.id);
  if (lesson.kind === "quiz")
    throw conflict("Um questionário é concluído quando você é aprovado: envie suas respostas.");
  if (done) await completeLesson(db, actor.id, lessonId);
  else await uncompleteLesson(db, actor.id, lessonId);
  return { done };
}

import "server-only";
import { aliasedTable, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "@/db";
import { preparedOnce } from "@/db/prepared";
import { files, lessons, modules, trainings } from "@/db/schema";
import { fileInfo } from "@/lib/services/files";
import { idIn, rowsOf } from "@/lib/services/list";
import { PARENT_KEY, type ContentItem } from "@/lib/validation/content";
import { LEVELS, parentColumn, type Level } from "./levels";

/** The attached file; aliased so queries that also read other files stay unambiguous. */
export const contentFile = aliasedTable(files, "content_file");

type RawRow = {
  id: number;
  title: string;
  description: string;
  tutor?: string;
  workloadHours?: number | null;
  content?: string;
  lessonKind?: "content" | "quiz";
  passingScore?: number | null;
  maxAttempts?: number | null;
  attemptWaitMinutes?: number | null;
  requiresModuleId?: number | null;
  requiresPrevious?: boolean;
  parentId?: number;
  parentTitle?: string;
  fileId: number | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The columns every read of a level selects: its own, its parent's title and its file. */
export function itemColumns(level: Level): Record<string, PgColumn | SQL> {
  const t = level.table;
  const columns: Record<string, PgColumn | SQL> = {
    id: t.id,
    title: t.title,
    description: t.description,
    fileId: t.fileId,
    fileName: contentFile.originalName,
    fileType: contentFile.mimeType,
    fileSize: contentFile.size,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
  if (level.extra.includes("tutor")) columns.tutor = trainings.tutor;
  if (level.extra.includes("workload")) columns.workloadHours = trainings.workloadHours;
  if (level.extra.includes("content")) columns.content = lessons.content;
  if (level.extra.includes("quiz")) {
    columns.lessonKind = lessons.lessonKind;
    columns.passingScore = lessons.passingScore;
    columns.maxAttempts = lessons.maxAttempts;
    columns.attemptWaitMinutes = lessons.attemptWaitMinutes;
  }
  if (level.extra.includes("prerequisites")) {
    columns.requiresModuleId = modules.requiresModuleId;
    columns.requiresPrevious = modules.requiresPrevious;
  }
  if (level.parent) {
    columns.parentId = parentColumn(level);
    columns.parentTitle = LEVELS[level.parent].table.title;
  }
  return columns;
}

/**
 * `SELECT itemColumns FROM level JOIN parent LEFT JOIN file`: the base of every read of a
 * level. Callers add WHERE, ORDER BY and paging.
 */
export function selectItems<Q extends ItemQueryStart>(start: Q, level: Level) {
  const t = level.table;
  let query = start
    .select(itemColumns(level))
    .from(t)
    .leftJoin(contentFile, eq(contentFile.id, t.fileId))
    .$dynamic();
  if (level.parent) {
    const parent = LEVELS[level.parent].table;
    query = query.innerJoin(parent, eq(parent.id, parentColumn(level)));
  }
  return query;
}

type ItemQueryStart = Pick<Executor, "select">;

/** The items of one page, in the order of `ids` (a deferred join's second step, decision 0020). */
export function itemsOfPage(
  executor: Executor,
  level: Level,
  ids: { id: number }[],
): Promise<ContentItem[]> {
  const byIds = preparedOnce(executor, `${level.kind}_rows`, () =>
    selectItems(executor, level).where(idIn(level.table.id)),
  );
  return rowsOf(ids, async (page) =>
    (await byIds.execute({ ids: page })).map((row) => toItem(level, row)),
  );
}

/** A row as the API and the screens show it (spec §3): parent key and title, file info. */
export function toItem(level: Level, raw: Record<string, unknown>): ContentItem {
  const row = raw as RawRow;
  const file =
    row.fileId != null && row.fileName != null
      ? fileInfo({
          id: row.fileId,
          originalName: row.fileName,
          mimeType: row.fileType ?? "",
          size: row.fileSize ?? 0,
        })
      : null;
  const item: ContentItem = {
    id: row.id,
    title: row.title,
    description: row.description,
    [level.fileKey]: file,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.tutor !== undefined) item.tutor = row.tutor;
  if (row.workloadHours !== undefined) item.workloadHours = row.workloadHours;
  if (row.content !== undefined) item.content = row.content;
  if (row.lessonKind !== undefined) {
    item.kind = row.lessonKind;
    item.passingScore = row.passingScore ?? null;
    item.maxAttempts = row.maxAttempts ?? null;
    item.attemptWaitMinutes = row.attemptWaitMinutes ?? null;
  }
  if (row.requiresPrevious !== undefined) {
    item.requiresModuleId = row.requiresModuleId ?? null;
    item.requiresPrevious = row.requiresPrevious;
  }
  if (level.parent && level.kind !== "training") {
    item[PARENT_KEY[level.kind]] = row.parentId;
    item[level.parent as "training" | "module" | "submodule"] = {
      id: row.parentId!,
      title: row.parentTitle!,
    };
  }
  return item;
}

/** The file of an item (thumbnail or lesson file). */
export const fileOf = (level: Level, item: ContentItem) => item[level.fileKey] ?? null;

import "server-only";
import { and, count, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb, type Executor } from "@/db";
import { trainings } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { badRequest, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { attachFile, deleteFileRows } from "@/lib/services/files";
import { containsText, orderFor, paged } from "@/lib/services/list";
import {
  PARENT_KEY,
  PARENT_REQUIRED,
  contentListQuerySchemas,
  contentSchemas,
  contentUpdateSchemas,
  type ContentItem,
  type ContentKind,
} from "@/lib/validation/content";
import type { FileInfo } from "@/lib/validation/file";
import type { Paginated } from "@/lib/validation/list";
import { LEVELS, descendantsOf, parentColumn, type Level } from "./levels";
import { fileOf, itemsOfPage, selectItems, toItem } from "./rows";

/**
 * The admin side of training content, one implementation for the four levels: list, detail,
 * create, update, delete (children go with it), descendant counts and the attached file.
 */

const filterOf = (level: Level, query: Record<string, unknown>): SQL | undefined => {
  const conditions: SQL[] = [];
  if (typeof query.title === "string")
    conditions.push(containsText(level.table.titleSearch, query.title));
  const parentId = level.kind !== "training" ? query[PARENT_KEY[level.kind]] : undefined;
  if (typeof parentId === "number") conditions.push(eq(parentColumn(level), parentId));
  return and(...conditions);
};

/** The columns behind CONTENT_SORTS (the query schema has already refused any other sort). */
function sortableOf(level: Level): Record<string, PgColumn> {
  const t = level.table;
  const sortable: Record<string, PgColumn> = {
    id: t.id,
    title: t.title,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
  if (level.parent) sortable.parent = LEVELS[level.parent].table.title;
  if (level.kind === "training") sortable.tutor = trainings.tutor;
  return sortable;
}

/**
 * One page of a level, with the parent's title; filtered by title and parent, sorted in SQL,
 * by a deferred join (decision 0020): ids first, then the rows of that page.
 */
export async function listContent(
  actor: Actor,
  kind: ContentKind,
  rawQuery: unknown,
): Promise<Paginated<ContentItem>> {
  requireAdmin(actor);
  const level = LEVELS[kind];
  const query = parseWith(contentListQuerySchemas[kind], rawQuery);
  const where = filterOf(level, query);
  const order = orderFor(query, sortableOf(level), [desc(level.table.id)], [level.table.id]);
  const db = await getDb();
  return paged(
    query,
    async (limit, offset) => {
      let keys = db.select({ id: level.table.id }).from(level.table).$dynamic();
      if (query.sort === "parent" && level.parent)
        keys = keys.innerJoin(
          LEVELS[level.parent].table,
          eq(LEVELS[level.parent].table.id, parentColumn(level)),
        );
      const ids = await keys
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return itemsOfPage(db, level, ids);
    },
    { executor: db, from: level.table, where },
  );
}

/** The item, or 404. Callers have checked who may read it. */
export async function findItem(
  executor: Executor,
  kind: ContentKind,
  id: number,
): Promise<ContentItem> {
  const level = LEVELS[kind];
  const [row] = await selectItems(executor, level).where(eq(level.table.id, id));
  if (!row) throw notFound(level.notFound);
  return toItem(level, row);
}

/**
 * The detail of spec §3: `{training|module|submodule|lesson: item, stream: url|null}`; a quiz
 * lesson carries its questions with the right answers (admins only).
 */
export async function getContent(actor: Actor, kind: ContentKind, id: number) {
  requireAdmin(actor);
  const db = await getDb();
  const found = await findItem(db, kind, id);
  const item = { ...found, ...(await LEVELS[kind].rules?.adminDetail?.(db, found)) };
  return { [kind]: item, stream: fileOf(LEVELS[kind], item)?.url ?? null } as Record<
    ContentKind,
    ContentItem
  > & { stream: string | null };
}

/** The parent an input names must exist: otherwise a 400 on that field (spec §5 message). */
async function checkParent(
  executor: Executor,
  level: Level,
  parentId: number | undefined,
): Promise<void> {
  if (!level.parent || level.kind === "training" || parentId === undefined) return;
  const parent = LEVELS[level.parent].table;
  const [found] = await executor
    .select({ id: parent.id })
    .from(parent)
    .where(eq(parent.id, parentId));
  if (!found) {
    const key = PARENT_KEY[level.kind];
    throw badRequest("Dados inválidos", { [key]: [PARENT_REQUIRED[key]] });
  }
}

/**
 * The column values of a validated input (the parent key becomes `parentId`, the level's rules
 * rename or leave out their keys) with the values its rules add.
 */
function columnsOf(
  level: Level,
  input: Record<string, unknown>,
  added: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || level.rules?.outside?.includes(key)) continue;
    const column = level.rules?.columns?.[key] ?? key;
    values[level.kind !== "training" && key === PARENT_KEY[level.kind] ? "parentId" : column] =
      value;
  }
  return { ...values, ...added };
}

function parentIdOf(level: Level, input: Record<string, unknown>): number | undefined {
  if (level.kind === "training") return undefined;
  const parentId = input[PARENT_KEY[level.kind]]; // a number when present: the schema coerced it
  return typeof parentId === "number" ? parentId : undefined;
}

export async function createContent(
  actor: Actor,
  kind: ContentKind,
  body: unknown,
): Promise<{ id: number }> {
  requireAdmin(actor);
  const level = LEVELS[kind];
  const input = parseWith(contentSchemas[kind], body) as Record<string, unknown>;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await checkParent(tx, level, parentIdOf(level, input));
    const added = (await level.rules?.prepare?.(tx, input, null)) ?? {};
    const table = level.table as typeof trainings; // every level shares these columns; extras come from the schema
    const [created] = await tx
      .insert(table)
      .values(columnsOf(level, input, added) as typeof trainings.$inferInsert)
      .returning({ id: table.id });
    await level.rules?.afterWrite?.(tx, created.id, input);
    return { id: created.id };
  });
}

export async function updateContent(
  actor: Actor,
  kind: ContentKind,
  id: number,
  body: unknown,
): Promise<void> {
  requireAdmin(actor);
  const level = LEVELS[kind];
  const input = parseWith(contentUpdateSchemas[kind], body) as Record<string, unknown>;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await checkParent(tx, level, parentIdOf(level, input));
    const values = columnsOf(level, input, await level.rules?.prepare?.(tx, input, id));
    const table = level.table as typeof trainings;
    const changed =
      Object.keys(values).length === 0
        ? await tx.select({ id: table.id }).from(table).where(eq(table.id, id))
        : await tx
            .update(table)
            .set({ ...(values as Partial<typeof trainings.$inferInsert>), updatedAt: new Date() })
            .where(eq(table.id, id))
            .returning({ id: table.id });
    if (changed.length === 0) throw notFound(level.notFound);
    await level.rules?.afterWrite?.(tx, id, input);
  });
}

/** How many items of each lower level go with this one: `{module: 2, submodule: 3, lesson: 7}`. */
export async function countDescendants(
  actor: Actor,
  kind: ContentKind,
  id: number,
): Promise<Partial<Record<ContentKind, number>>> {
  requireAdmin(actor);
  const db = await getDb();
  await findItem(db, kind, id);
  const counts: Partial<Record<ContentKind, number>> = {};
  for (const { level, where } of descendantFilters(db, kind, id)) {
    const [{ n }] = await db.select({ n: count() }).from(level.table).where(where);
    counts[level.kind] = n;
  }
  return counts;
}

/** For each level below `kind`: the condition selecting the descendants of item `id`. */
function descendantFilters(
  executor: Executor,
  kind: ContentKind,
  id: number,
): { level: Level; where: SQL }[] {
  const filters: { level: Level; where: SQL }[] = [];
  let where: SQL = eq(LEVELS[kind].table.id, id);
  let above = LEVELS[kind];
  for (const level of descendantsOf(kind)) {
    where = inArray(
      parentColumn(level),
      executor.select({ id: above.table.id }).from(above.table).where(where),
    );
    filters.push({ level, where });
    above = level;
  }
  return filters;
}

/** Deletes the item and, by cascade, everything below it, with all their files. */
export async function deleteContent(actor: Actor, kind: ContentKind, id: number): Promise<void> {
  requireAdmin(actor);
  const level = LEVELS[kind];
  const db = await getDb();
  const removeBytes = await db.transaction(async (tx) => {
    const fileIds: number[] = [];
    const scopes = [{ level, where: eq(level.table.id, id) }, ...descendantFilters(tx, kind, id)];
    for (const scope of scopes) {
      const t = scope.level.table;
      const rows = await tx
        .select({ fileId: t.fileId })
        .from(t)
        .where(and(scope.where, isNotNull(t.fileId)));
      fileIds.push(...rows.map((row) => row.fileId!));
    }
    const deleted = await tx
      .delete(level.table)
      .where(eq(level.table.id, id))
      .returning({ id: level.table.id });
    if (deleted.length === 0) throw notFound(level.notFound);
    return deleteFileRows(tx, fileIds);
  });
  await removeBytes();
}

/** `POST …/{id}/file`: the thumbnail (or a lesson's file), replacing the previous one. */
export async function attachContentFile(
  actor: Actor,
  kind: ContentKind,
  id: number,
  upload: Blob | null | undefined,
): Promise<FileInfo> {
  requireAdmin(actor);
  const level = LEVELS[kind];
  const db = await getDb();
  await findItem(db, kind, id); // a missing item is a 404 before any bytes are stored
  return attachFile(actor, upload, async (tx, fileId) => {
    const t = level.table as typeof trainings;
    const [before] = await tx
      .select({ fileId: t.fileId })
      .from(t)
      .where(eq(t.id, id))
      .for("update");
    if (!before) throw notFound(level.notFound);
    await tx.update(t).set({ fileId, updatedAt: new Date() }).where(eq(t.id, id));
    return before.fileId;
  });
}

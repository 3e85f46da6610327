import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import type { FileReader } from "@/lib/services/files";
import { CONTENT_KINDS } from "@/lib/validation/content";
import { LEVELS } from "./levels";
import { lockOn } from "./locks";
import { isReachable } from "./reach";

/**
 * A thumbnail or lesson file may be read by the admins and by the collaborators who reach
 * the item it belongs to (the grant rule of reach.ts).
 */
export const contentFileReader: FileReader = async (executor: Executor, actor, fileId) => {
  if (actor.profile !== "ADMIN" && actor.profile !== "EMPLOYEE") return false;
  for (const kind of CONTENT_KINDS) {
    const t = LEVELS[kind].table;
    const reach = actor.profile === "ADMIN" ? undefined : isReachable(executor, kind, actor.id);
    const [row] = await executor
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.fileId, fileId), reach))
      .limit(1);
    // A lesson's material stays closed while its module is locked (locks.ts).
    if (row)
      return !(reach && kind === "lesson" && (await lockOn(executor, kind, row.id, actor.id)));
  }
  return false;
};

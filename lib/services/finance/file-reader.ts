import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { financeItemFiles, financeTables } from "@/db/schema";
import { FINANCE_KINDS } from "@/lib/kinds/finance";
import type { FileReader } from "@/lib/services/files";

/** A receipt (any of an item's) may be read by the admins and by the owner of its item. */
export const financeFileReader: FileReader = async (executor: Executor, actor, fileId) => {
  if (actor.profile !== "ADMIN" && actor.profile !== "EMPLOYEE") return false;
  for (const kind of FINANCE_KINDS) {
    const { table } = financeTables[kind];
    const ownerOnly = actor.profile === "ADMIN" ? sql`true` : eq(table.userId, actor.id);
    const [row] = await executor
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          or(
            eq(table.fileId, fileId),
            inArray(
              table.id,
              executor
                .select({ id: financeItemFiles.itemId })
                .from(financeItemFiles)
                .where(and(eq(financeItemFiles.fileId, fileId), eq(financeItemFiles.kind, kind))),
            ),
          ),
          ownerOnly,
        ),
      )
      .limit(1);
    if (row) return true;
  }
  return false;
};

import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { paymentRequests, payments, refunds } from "@/db/schema";
import type { FileReader } from "@/lib/services/files";

/** A receipt may be read by the admins and by the owner of the finance item it belongs to. */
export const financeFileReader: FileReader = async (executor: Executor, actor, fileId) => {
  if (actor.profile !== "ADMIN" && actor.profile !== "EMPLOYEE") return false;
  for (const table of [payments, paymentRequests, refunds]) {
    const ownerOnly = actor.profile === "ADMIN" ? sql`true` : eq(table.userId, actor.id);
    const [row] = await executor
      .select({ id: table.id })
      .from(table)
      .where(sql`${table.fileId} = ${fileId} and ${ownerOnly}`)
      .limit(1);
    if (row) return true;
  }
  return false;
};

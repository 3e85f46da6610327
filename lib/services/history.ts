import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { statusHistory, users } from "@/db/schema";

export type HistoryEntity = "meeting" | "payment" | "payment_request" | "refund";

/** Records one status change; call it in the same transaction as the change itself. */
export async function recordStatusChange(
  tx: Executor,
  entry: {
    entityType: HistoryEntity;
    entityId: number;
    from: string | null;
    to: string;
    actorId: number;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(statusHistory).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    fromStatus: entry.from,
    toStatus: entry.to,
    actorId: entry.actorId,
    reason: entry.reason ?? null,
  });
}

/** The history of one record, oldest first, with who made each change. Callers check access. */
export async function historyOf(tx: Executor, entityType: HistoryEntity, entityId: number) {
  const rows = await tx
    .select({
      id: statusHistory.id,
      from: statusHistory.fromStatus,
      to: statusHistory.toStatus,
      reason: statusHistory.reason,
      createdAt: statusHistory.createdAt,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.actorId))
    .where(and(eq(statusHistory.entityType, entityType), eq(statusHistory.entityId, entityId)))
    .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
  return rows.map(({ actorFirstName, actorLastName, ...row }) => ({
    ...row,
    actor: actorFirstName ? `${actorFirstName} ${actorLastName}` : null,
  }));
}

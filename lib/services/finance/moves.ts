import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import type { Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { recordStatusChange } from "@/lib/services/history";
import type { FinanceStatus } from "@/lib/validation/finance-kinds";
import type { FinanceKindServer } from "./kinds";
import { inScope, type Scope } from "./queries";

/**
 * The status machine of ARCHITECTURE.md: only a PENDING item moves, to the confirm status
 * (PAID or APPROVED) or to CANCELLED. A move is one conditional UPDATE (… WHERE status =
 * 'PENDING' RETURNING) plus its history row in the same transaction, so of two concurrent
 * moves exactly one changes the item and records history; the other answers 409.
 */
export async function moveFromPending(
  actor: Actor,
  k: FinanceKindServer,
  scope: Scope,
  id: number,
  to: Exclude<FinanceStatus, "PENDING">,
  reason: string | null,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(k.table)
      .set({ status: to, reason })
      .where(and(inScope(k, scope, id), eq(k.table.status, "PENDING")))
      .returning({ id: k.table.id });
    if (!moved) {
      const [exists] = await tx.select({ id: k.table.id }).from(k.table).where(inScope(k, scope, id));
      throw exists ? conflict(k.text.notPending) : notFound(k.text.notFound);
    }
    await recordStatusChange(tx, { entityType: k.historyType, entityId: id, from: "PENDING", to, actorId: actor.id, reason });
  });
}

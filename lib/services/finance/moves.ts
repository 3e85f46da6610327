import "server-only";
import { and, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import type { Actor } from "@/lib/core/actor";
import { AppError, conflict, notFound } from "@/lib/core/errors";
import { eq } from "drizzle-orm";
import { financeEvent } from "@/lib/services/notifications/events";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { financeWebhookData } from "@/lib/services/webhooks/payloads";
import { moveStatus } from "@/lib/services/status-move";
import type { BulkResult } from "@/lib/validation/finance";
import type { FinanceStatus } from "@/lib/validation/finance-kinds";
import type { FinanceKindServer } from "./kinds";
import { ownerCondition, type Scope } from "./queries";

/**
 * The status machine of ARCHITECTURE.md: only a PENDING item moves, to the confirm status
 * (PAID or APPROVED) or to CANCELLED, through the one status move (lib/services/status-move.ts).
 */
export async function moveFromPending(
  actor: Actor,
  k: FinanceKindServer,
  scope: Scope,
  id: number,
  to: Exclude<FinanceStatus, "PENDING">,
  reason: string | null,
): Promise<void> {
  await moveStatus(await getDb(), {
    table: k.table,
    id,
    scope: ownerCondition(k, scope),
    from: "PENDING",
    to,
    set: { reason },
    history: { entityType: k.historyType, actorId: actor.id, reason },
    notFound: () => notFound(k.text.notFound),
    notMovable: () => conflict(k.text.notPending),
    also: async (tx) => {
      const [item] = await tx.select().from(k.table).where(eq(k.table.id, id));
      const event = to !== "CANCELLED" ? "confirmed" : item.userId === actor.id ? "cancelled" : "denied";
      await financeEvent(tx, k, item, event, actor, reason);
      await emitWebhook(tx, "finance.moved", { ...financeWebhookData(k, item), from: "PENDING" });
    },
  });
}

/**
 * Moves each id through `moveFromPending`, one after the other, each in its own transaction: the
 * same conditional update as a single confirm/deny, so a bulk racing another bulk or a single
 * move leaves one outcome and one history row per item. A 404 or 409 becomes that id's outcome;
 * anything else stops the bulk (the items moved so far stay moved, as they would one by one).
 */
export async function moveManyFromPending(
  actor: Actor,
  k: FinanceKindServer,
  scope: Scope,
  ids: readonly number[],
  to: Exclude<FinanceStatus, "PENDING">,
  reason: string | null,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await moveFromPending(actor, k, scope, id, to, reason);
      results.push({ id, outcome: "moved", status: to });
    } catch (error) {
      if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 409)) throw error;
      results.push({ id, outcome: error.status === 404 ? "not_found" : "conflict" });
    }
  }
  const conflicts = results.filter((r) => r.outcome === "conflict").map((r) => r.id);
  if (conflicts.length) {
    // Where the others are now (the status that made them conflict).
    const rows = await (await getDb())
      .select({ id: k.table.id, status: k.table.status })
      .from(k.table)
      .where(and(inArray(k.table.id, conflicts), ownerCondition(k, scope)));
    const now = new Map(rows.map((row) => [row.id, row.status]));
    for (const result of results) if (result.outcome === "conflict") result.status = now.get(result.id);
  }
  return results;
}

import "server-only";
import { getDb } from "@/db";
import type { Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { eq } from "drizzle-orm";
import { financeEvent } from "@/lib/services/notifications/events";
import { moveStatus } from "@/lib/services/status-move";
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
    },
  });
}

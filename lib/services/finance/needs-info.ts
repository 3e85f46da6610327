import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { requireAdmin, requireEmployee, type Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import type { FinanceKind } from "@/lib/kinds/finance";
import { recordAudit } from "@/lib/services/audit/record";
import { financeEvent } from "@/lib/services/notifications/events";
import { moveStatus } from "@/lib/services/status-move";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { financeWebhookData } from "@/lib/services/webhooks/payloads";
import { financeReturnSchema } from "@/lib/validation/finance-review";
import { clearApprovals } from "./approvals";
import { insertComment } from "./comments";
import { financeKind, type FinanceKindServer } from "./kinds";
import { ownerCondition } from "./queries";

/**
 * "Aguardando informações": an admin returns a PENDING item to its owner with a question
 * (PENDING → NEEDS_INFO, the question is the move's reason and a comment of the item's thread);
 * the owner edits the item and its receipts if needed and resubmits it (NEEDS_INFO → PENDING),
 * which clears the approvals given before, so the item is decided afresh. Both are the one
 * status move (lib/services/status-move.ts) with notifications, webhook and audit in its
 * transaction. While NEEDS_INFO the item cannot be confirmed or denied (409): it must be PENDING.
 */

const notWaiting = (config: FinanceKindServer) =>
  conflict(`${config.text.singular} não está aguardando informações`);

/** What every move of this file does after the status changed, in its transaction. */
async function afterMove(
  tx: Transaction,
  config: FinanceKindServer,
  id: number,
  actor: Actor,
  move: { from: "PENDING" | "NEEDS_INFO"; event: "returned" | "resubmitted"; reason?: string },
) {
  const [item] = await tx.select().from(config.table).where(eq(config.table.id, id));
  await financeEvent(tx, config, item, move.event, actor, move.reason);
  await emitWebhook(tx, "finance.moved", { ...financeWebhookData(config, item), from: move.from });
  await recordAudit(
    {
      action: `finance.${move.event}`,
      actor,
      target: { type: config.kind, id },
      details: {
        kind: config.kind,
        status: item.status,
        ...(move.reason && { reason: move.reason }),
      },
    },
    tx,
  );
}

export function financeNeedsInfo(kind: FinanceKind) {
  const config = financeKind(kind);
  return {
    /** `PATCH /api/{kind-admin}/{id}/return` `{ comment }` (ADMIN): PENDING → NEEDS_INFO. */
    async returnToOwner(actor: Actor, id: number, body: unknown): Promise<void> {
      requireAdmin(actor);
      const { comment } = parseWith(financeReturnSchema, body ?? {});
      await moveStatus(await getDb(), {
        table: config.table,
        id,
        from: "PENDING",
        to: "NEEDS_INFO",
        set: { reason: comment },
        history: { entityType: config.historyType, actorId: actor.id, reason: comment },
        notFound: () => notFound(config.text.notFound),
        notMovable: () => conflict(config.text.notPending),
        also: async (tx) => {
          await insertComment(tx, config, id, actor, comment);
          await afterMove(tx, config, id, actor, {
            from: "PENDING",
            event: "returned",
            reason: comment,
          });
        },
      });
    },

    /**
     * `PATCH /api/collaborator/{kind}/{id}/resubmit` (the owner; another's item is a 404):
     * NEEDS_INFO → PENDING, the earlier approvals deleted in the same transaction.
     */
    async resubmit(actor: Actor, id: number): Promise<void> {
      requireEmployee(actor);
      await moveStatus(await getDb(), {
        table: config.table,
        id,
        scope: ownerCondition(config, { ownerId: actor.id }),
        from: "NEEDS_INFO",
        to: "PENDING",
        set: { reason: null },
        history: { entityType: config.historyType, actorId: actor.id, reason: null },
        notFound: () => notFound(config.text.notFound),
        notMovable: () => notWaiting(config),
        also: async (tx) => {
          await clearApprovals(tx, kind, id);
          await afterMove(tx, config, id, actor, { from: "NEEDS_INFO", event: "resubmitted" });
        },
      });
    },
  };
}

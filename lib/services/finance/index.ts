import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { requireAdmin, requireEmployee, type Actor } from "@/lib/core/actor";
import { badRequest, conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import {
  financeBulkSchema,
  financeItemForUserSchema,
  financeItemSchema,
  financeListQuerySchema,
  financeStatusMoveSchema,
  toFinanceInput,
  type FinanceItemInput,
} from "@/lib/validation/finance";
import {
  ADMIN_DENY_REASON,
  FINANCE_KINDS,
  type FinanceKind,
  type FinanceStatus,
} from "@/lib/kinds/finance";
import { financeEvent } from "@/lib/services/notifications/events";
import { moveStatus } from "@/lib/services/status-move";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { financeWebhookData } from "@/lib/services/webhooks/payloads";
import { recordAudit } from "@/lib/services/audit/record";
import { recordExport } from "@/lib/services/export/record";
import { checkCollaborator, createItem, updateItem } from "./items";
import { addReceipt, removeReceipt, setReceiptAccessKey } from "./receipts";
import { financeKind, type FinanceKindServer } from "./kinds";
import { exportItems } from "./export";
import { moveEach } from "./bulk";
import { confirmUnderPolicies, withApprovals } from "./approvals";
import { pixCharge } from "./pix";
import { listItems, loadItemDetail, ownerCondition, type Scope } from "./queries";

export type { FinanceItem, FinanceItemDetail, HistoryEntry } from "./queries";
export type { PixCharge } from "./pix";

/**
 * The status machine of ARCHITECTURE.md: only a PENDING item moves, to the confirm status
 * (PAID or APPROVED) or to CANCELLED, through the one status move (lib/services/status-move.ts).
 * The owner may also cancel an item waiting for information (`from` NEEDS_INFO); its return and
 * resubmission are in ./needs-info.ts.
 */
async function moveFromPending(
  actor: Actor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
  to: Exclude<FinanceStatus, "PENDING">,
  reason: string | null,
  from: "PENDING" | "NEEDS_INFO" = "PENDING",
  /** Inside a caller's transaction (a confirmation's), with its history note ('Aprovação 2 de 2'). */
  within: { executor?: Executor; note?: string | null } = {},
): Promise<void> {
  await moveStatus(within.executor ?? (await getDb()), {
    table: config.table,
    id,
    scope: ownerCondition(config, scope),
    from,
    to,
    set: { reason },
    history: { entityType: config.historyType, actorId: actor.id, reason: within.note ?? reason },
    notFound: () => notFound(config.text.notFound),
    notMovable: () => conflict(config.text.notPending),
    also: async (tx) => {
      const [item] = await tx.select().from(config.table).where(eq(config.table.id, id));
      const event =
        to !== "CANCELLED" ? "confirmed" : item.userId === actor.id ? "cancelled" : "denied";
      await financeEvent(tx, config, item, event, actor, reason);
      await emitWebhook(tx, "finance.moved", {
        ...financeWebhookData(config, item),
        from,
      });
      const details = { kind: config.kind, decision: event, status: to, reason };
      const target = { type: config.kind, id };
      await recordAudit({ action: "finance.decided", actor, target, details }, tx);
    },
  });
}

/**
 * One finance-item service configured per kind, in two audiences:
 *  - `collaborator`: EMPLOYEE only, their own items (another user's id is a 404);
 *  - `admin`: ADMIN only, every item.
 * Every function takes the acting user first and parses its own input (400 with the §5
 * messages), so pages, server actions and route handlers all call these same functions.
 */
function makeFinanceService(kind: FinanceKind) {
  const config = financeKind(kind);
  const own = (actor: Actor): Scope => ({ ownerId: actor.id });
  const everyone: Scope = { ownerId: null };

  // Each item with its approvals and how many it needs; an admin viewer also learns whether
  // they may confirm it (./approvals.ts).
  const list = async (scope: Scope, query: unknown, viewer: Actor) => {
    const page = await listItems(
      await getDb(),
      config,
      scope,
      parseWith(financeListQuerySchema, query ?? {}),
    );
    return { ...page, data: await withApprovals(kind, page.data, viewer) };
  };
  const detail = async (scope: Scope, id: number, viewer: Actor | null = null) => {
    const loaded = await loadItemDetail(await getDb(), config, scope, id);
    if (!loaded) throw notFound(config.text.notFound);
    return (await withApprovals(kind, [loaded], viewer))[0];
  };
  const exportList = async (actor: Actor, scope: Scope, rawQuery: unknown) => {
    const query = parseWith(financeListQuerySchema, rawQuery ?? {});
    await recordExport(actor, kind, query, scope.ownerId ? "own" : "all");
    return exportItems(await getDb(), config, scope, query);
  };
  const edit = (actor: Actor, scope: Scope, id: number, body: unknown) =>
    updateItem(
      actor,
      config,
      scope,
      id,
      toFinanceInput(kind, parseWith(financeItemSchema(kind, { partial: true }), body ?? {})),
    );
  /** Under the approval policies: one approval of two, or the move (./approvals.ts). */
  const confirm = (actor: Actor, id: number) =>
    confirmUnderPolicies(actor, config, id, (tx, note) =>
      moveFromPending(actor, config, everyone, id, config.confirmStatus, null, "PENDING", {
        executor: tx,
        note,
      }),
    );
  const deny = (actor: Actor, id: number, reason?: string) =>
    moveFromPending(actor, config, everyone, id, "CANCELLED", reason || ADMIN_DENY_REASON);

  return {
    kind,
    collaborator: {
      async list(actor: Actor, query: unknown) {
        requireEmployee(actor);
        return list(own(actor), query, actor);
      },
      async get(actor: Actor, id: number) {
        requireEmployee(actor);
        return detail(own(actor), id, actor);
      },
      /** Their own list as CSV, with the list's filters and sort (no paging). */
      async export(actor: Actor, query: unknown) {
        requireEmployee(actor);
        return exportList(actor, own(actor), query);
      },
      /** A PENDING item of their own, with its receipt when sent (both or neither are stored). */
      async create(actor: Actor, body: unknown, receipt?: Blob | null) {
        requireEmployee(actor);
        const input = toFinanceInput(
          kind,
          parseWith(financeItemSchema(kind), body ?? {}),
        ) as FinanceItemInput;
        return createItem(actor, config, actor.id, input, receipt);
      },
      async update(actor: Actor, id: number, body: unknown) {
        requireEmployee(actor);
        return edit(actor, own(actor), id, body);
      },
      /**
       * The owner's cancel (`DELETE`): PENDING or NEEDS_INFO (withdrawn instead of answered) →
       * CANCELLED, the row is kept.
       */
      async cancel(actor: Actor, id: number) {
        requireEmployee(actor);
        const { status } = await detail(own(actor), id);
        const from = status === "NEEDS_INFO" ? "NEEDS_INFO" : "PENDING";
        return moveFromPending(actor, config, own(actor), id, "CANCELLED", null, from);
      },
      /** Adds a receipt to an own PENDING or NEEDS_INFO item (at most 10). */
      async attachFile(actor: Actor, id: number, upload: Blob | null | undefined) {
        requireEmployee(actor);
        return addReceipt(actor, config, own(actor), id, upload);
      },
      async removeFile(actor: Actor, id: number, fileId: number) {
        requireEmployee(actor);
        return removeReceipt(actor, config, own(actor), id, fileId);
      },
      /** `{ accessKey }`: the NF-e/NFC-e key of one receipt, typed (null clears it). */
      async setFileAccessKey(actor: Actor, id: number, fileId: number, body: unknown) {
        requireEmployee(actor);
        return setReceiptAccessKey(actor, config, own(actor), id, fileId, body);
      },
    },
    admin: {
      async list(actor: Actor, query: unknown) {
        requireAdmin(actor);
        return list(everyone, query, actor);
      },
      async get(actor: Actor, id: number) {
        requireAdmin(actor);
        return detail(everyone, id, actor);
      },
      /** The whole list as CSV, with the list's filters and sort (no paging). */
      async export(actor: Actor, query: unknown) {
        requireAdmin(actor);
        return exportList(actor, everyone, query);
      },
      /**
       * 'Confirmar selecionados' / 'Negar selecionados': each id moves like a single confirm or
       * deny; the answer says per id whether it moved, got the first of two approvals, was refused
       * (own item, already approved), was no longer PENDING or does not exist.
       */
      async bulk(actor: Actor, body: unknown) {
        requireAdmin(actor);
        const input = parseWith(financeBulkSchema, body ?? {});
        const to = input.action === "confirm" ? config.confirmStatus : "CANCELLED";
        const reason = input.action === "deny" ? input.reason || ADMIN_DENY_REASON : null;
        return {
          results: await moveEach(config, everyone, input.ids, to, async (id) => {
            if (input.action === "deny")
              return moveFromPending(actor, config, everyone, id, to, reason);
            const { moved } = await confirm(actor, id);
            return moved ? "moved" : "needs_second_approval";
          }),
        };
      },
      /** An item for a collaborator (`userId` in the body), with its receipt when sent. */
      async create(actor: Actor, body: unknown, receipt?: Blob | null) {
        requireAdmin(actor);
        const parsed = parseWith(financeItemForUserSchema(kind), body ?? {});
        const db = await getDb();
        await checkCollaborator(db, parsed.userId);
        return createItem(
          actor,
          config,
          parsed.userId,
          toFinanceInput(kind, parsed) as FinanceItemInput,
          receipt,
        );
      },
      /**
       * `PATCH {id}`: with `status` it is a move (the confirm status confirms, CANCELLED denies
       * with `reason`, by default 'Cancelado pelo administrador'); otherwise an edit of a
       * PENDING item's fields.
       */
      async update(actor: Actor, id: number, body: unknown) {
        requireAdmin(actor);
        if (body && typeof body === "object" && "status" in body) {
          const extra = Object.keys(body).filter((key) => key !== "status" && key !== "reason");
          if (extra.length)
            throw badRequest(
              "Altere o status sem outros campos",
              Object.fromEntries(extra.map((key) => [key, ["Campo não permitido com status"]])),
            );
          const move = parseWith(financeStatusMoveSchema(kind), body);
          if (move.status === "CANCELLED") return deny(actor, id, move.reason);
          await confirm(actor, id);
          return;
        }
        return edit(actor, everyone, id, body);
      },
      /**
       * 'Confirmar …': PENDING → PAID (payments, requests) or APPROVED (refunds); under a
       * two-approval policy the first admin's confirmation only records their approval.
       */
      async confirm(actor: Actor, id: number) {
        requireAdmin(actor);
        return confirm(actor, id);
      },
      /** 'Negar …': PENDING → CANCELLED with the reason. */
      async deny(actor: Actor, id: number, reason?: string) {
        requireAdmin(actor);
        return deny(actor, id, reason);
      },
      /** Adds a receipt to any PENDING or NEEDS_INFO item, like its owner can. */
      async attachFile(actor: Actor, id: number, upload: Blob | null | undefined) {
        requireAdmin(actor);
        return addReceipt(actor, config, everyone, id, upload);
      },
      async removeFile(actor: Actor, id: number, fileId: number) {
        requireAdmin(actor);
        return removeReceipt(actor, config, everyone, id, fileId);
      },
      async setFileAccessKey(actor: Actor, id: number, fileId: number, body: unknown) {
        requireAdmin(actor);
        return setReceiptAccessKey(actor, config, everyone, id, fileId, body);
      },
      /** 'Pagar com PIX': the BR Code of an item still to pay (409 when not payable or no key). */
      async pix(actor: Actor, id: number) {
        requireAdmin(actor);
        return pixCharge(await getDb(), config, id);
      },
    },
  };
}

export type FinanceService = ReturnType<typeof makeFinanceService>;

const SERVICES = Object.fromEntries(
  FINANCE_KINDS.map((kind) => [kind, makeFinanceService(kind)]),
) as Record<FinanceKind, FinanceService>;

/** The finance service of one kind: `financeItems("refund").admin.confirm(actor, id)`. */
export const financeItems = (kind: FinanceKind): FinanceService => SERVICES[kind];

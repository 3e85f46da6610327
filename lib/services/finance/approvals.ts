import "server-only";
import { and, asc, eq, sql, type AnyColumn } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db";
import { financeApprovals, users } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import { AppError, conflict, notFound } from "@/lib/core/errors";
import { centsToReais } from "@/lib/format";
import type { FinanceKind } from "@/lib/kinds/finance";
import {
  approvalsRequiredFor,
  confirmRefusal,
  maxValueExceeded,
  rulesFor,
  type ApprovalState,
  type FinanceApproval,
  type FinancePolicies,
} from "@/lib/validation/finance-policies";
import { recordAudit } from "@/lib/services/audit/record";
import { recordStatusChange } from "@/lib/services/history";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { financeWebhookData } from "@/lib/services/webhooks/payloads";
import { financeKind, type FinanceKindServer } from "./kinds";
import { readFinancePolicies } from "./policies";

/**
 * Two-level decisions (approval policies in ./policies.ts): an item whose value reaches its
 * threshold needs the approvals of two different admins. The first is a finance_approvals row, a
 * history row (PENDING → PENDING, 'Aprovação 1 de 2'), a `finance.approved` webhook and an audit
 * entry, and the item stays PENDING; the last one moves it through the one status move. Items
 * that need one approval move at once, as before policies existed.
 */

/**
 * `column = any($1)` with the ids as one array parameter: one statement text whatever the page
 * size, so it is prepared once (decision 0099), unlike `in ($1, …, $n)`.
 */
const anyOf = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::integer[])`;

/** The approvals of some items of one kind, oldest first, with the approver's name. */
async function approvalsOf(
  executor: Executor,
  kind: FinanceKind,
  ids: readonly number[],
): Promise<Map<number, FinanceApproval[]>> {
  const byItem = new Map<number, FinanceApproval[]>();
  if (!ids.length) return byItem;
  const rows = await executor
    .select({
      itemId: financeApprovals.itemId,
      userId: financeApprovals.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      at: financeApprovals.createdAt,
    })
    .from(financeApprovals)
    .innerJoin(users, eq(users.id, financeApprovals.userId))
    .where(and(eq(financeApprovals.kind, kind), anyOf(financeApprovals.itemId, ids)))
    .orderBy(asc(financeApprovals.createdAt), asc(financeApprovals.id));
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`,
      at: row.at.toISOString(),
    });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** The columns the rules read (and the webhook's data). */
const ruleColumns = (config: FinanceKindServer) => ({
  id: config.table.id,
  status: config.table.status,
  userId: config.table.userId,
  createdBy: config.table.createdBy,
  typeId: config.table.typeId,
  valueCents: config.table.valueCents,
  description: config.table.description,
});

type RuleRow = {
  status: string;
  userId: number;
  createdBy: number | null;
  typeId: number;
  valueCents: number;
};

function stateOf(
  policies: FinancePolicies,
  kind: FinanceKind,
  row: RuleRow,
  approvals: FinanceApproval[],
  viewer: Actor | null,
): ApprovalState {
  const exceeded = maxValueExceeded(policies, kind, row);
  const state: ApprovalState = {
    approvals,
    approvalsRequired: approvalsRequiredFor(policies, kind, row),
    maxValueExceeded: exceeded != null,
    maxValue: rulesFor(policies, kind, row.typeId).maxValue,
  };
  if (viewer?.profile !== "ADMIN") return state;
  const refusal = confirmRefusal(
    policies,
    viewer.id,
    row,
    approvals.map((a) => a.userId),
  );
  return {
    ...state,
    canConfirm: row.status === "PENDING" && !refusal,
    confirmRefusal: refusal?.message ?? null,
  };
}

/**
 * Each item's approvals, how many it needs and its maximum-value warning; for an admin viewer
 * also whether they may confirm it. Items missing from the table are left out.
 */
export async function approvalStates(
  executor: Executor,
  kind: FinanceKind,
  ids: readonly number[],
  viewer: Actor | null,
): Promise<Map<number, ApprovalState>> {
  const states = new Map<number, ApprovalState>();
  if (!ids.length) return states;
  const config = financeKind(kind);
  const [policies, rows, approvals] = [
    await readFinancePolicies(executor),
    await executor
      .select(ruleColumns(config))
      .from(config.table)
      .where(anyOf(config.table.id, ids)),
    await approvalsOf(executor, kind, ids),
  ];
  for (const row of rows)
    states.set(row.id, stateOf(policies, kind, row, approvals.get(row.id) ?? [], viewer));
  return states;
}

/** Items of one kind with their approval state (list pages, item answers). */
export async function withApprovals<T extends { id: number }>(
  kind: FinanceKind,
  items: T[],
  viewer: Actor | null,
  executor?: Executor,
): Promise<(T & ApprovalState)[]> {
  const states = await approvalStates(
    executor ?? (await getDb()),
    kind,
    items.map((item) => item.id),
    viewer,
  );
  return items.map((item) => ({ ...item, ...states.get(item.id)! }));
}

/** What a confirmation did: moved the item, or recorded one approval of several. */
export type ConfirmResult = { moved: boolean; approvals: number; approvalsRequired: number };

/**
 * An admin's confirmation of a PENDING item under the policies. The item row is locked (FOR
 * UPDATE) for the whole transaction, so two admins confirming at once are taken one after the
 * other: the second sees the first's approval and moves the item, or finds it moved (409).
 * Refusals (own item, created item, already approved) are 403 with `reason`. `move` is the
 * status move, run in this transaction with the history note of the last approval (null for a
 * one-step item).
 */
export async function confirmUnderPolicies(
  actor: Actor,
  config: FinanceKindServer,
  id: number,
  move: (tx: Transaction, note: string | null) => Promise<void>,
): Promise<ConfirmResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(ruleColumns(config))
      .from(config.table)
      .where(eq(config.table.id, id))
      .for("update");
    if (!row) throw notFound(config.text.notFound);
    if (row.status !== "PENDING") throw conflict(config.text.notPending);
    const policies = await readFinancePolicies(tx);
    const approvals = (await approvalsOf(tx, config.kind, [id])).get(id) ?? [];
    const refusal = confirmRefusal(
      policies,
      actor.id,
      row,
      approvals.map((a) => a.userId),
    );
    if (refusal)
      throw new AppError(403, refusal.message, undefined, undefined, { reason: refusal.reason });
    const required = approvalsRequiredFor(policies, config.kind, row);
    if (required < 2) {
      await move(tx, null);
      return { moved: true, approvals: 0, approvalsRequired: 1 };
    }
    const count = approvals.length + 1;
    const note = `Aprovação ${count} de ${required}`;
    await tx.insert(financeApprovals).values({ kind: config.kind, itemId: id, userId: actor.id });
    await emitWebhook(tx, "finance.approved", {
      ...financeWebhookData(config, row),
      approval: count,
      approvalsRequired: required,
      approvedBy: actor.id,
    });
    if (count >= required) {
      await move(tx, note);
      return { moved: true, approvals: count, approvalsRequired: required };
    }
    await recordStatusChange(tx, {
      entityType: config.historyType,
      entityId: id,
      from: "PENDING",
      to: "PENDING",
      actorId: actor.id,
      reason: note,
    });
    await recordAudit(
      {
        action: "finance.approved",
        actor,
        target: { type: config.kind, id },
        details: {
          kind: config.kind,
          approval: count,
          approvalsRequired: required,
          value: centsToReais(row.valueCents),
        },
      },
      tx,
    );
    return { moved: false, approvals: count, approvalsRequired: required };
  });
}

/** Forgets an item's approvals (its value or type changed, or it was sent back and resubmitted). */
export async function clearApprovals(
  executor: Executor,
  kind: FinanceKind,
  itemId: number,
): Promise<void> {
  await executor
    .delete(financeApprovals)
    .where(and(eq(financeApprovals.kind, kind), eq(financeApprovals.itemId, itemId)));
}

/** Items of several kinds (the pending inbox) with their approval state. */
export async function withApprovalsOfKinds<T extends { kind: FinanceKind; id: number }>(
  items: T[],
  viewer: Actor | null,
): Promise<(T & ApprovalState)[]> {
  const db = await getDb();
  const states = new Map<string, ApprovalState>();
  for (const kind of new Set(items.map((item) => item.kind))) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
    for (const [id, state] of await approvalStates(db, kind, ids, viewer))
      states.set(`${kind}:${id}`, state);
  }
  return items.map((item) => ({ ...item, ...states.get(`${item.kind}:${item.id}`)! }));
}

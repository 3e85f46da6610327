import "server-only";
import { and, Column, eq, getTableName, is, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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
import type { FinanceKindServer } from "./kinds";
import { readFinancePolicies } from "./policies";

/**
 * Two-level decisions (approval policies in ./policies.ts): an item whose value reaches its
 * threshold needs the approvals of two different admins. The first is a finance_approvals row, a
 * history row (PENDING → PENDING, 'Aprovação 1 de 2'), a `finance.approved` webhook and an audit
 * entry, and the item stays PENDING; the last one moves it through the one status move. Items
 * that need one approval move at once, as before policies existed.
 */

/**
 * A column written with its table or alias, whatever the select around it: a select of one table
 * writes its columns bare, and inside the approvals subquery a bare `id` or `kind` would be read
 * as the approval's own.
 */
const column = (table: string, of: AnyColumn) =>
  sql`${sql.identifier(table)}.${sql.identifier(of.name)}`;
const approval = (of: AnyColumn) => column("approval", of);
const approver = (of: AnyColumn) => column("approver", of);

/**
 * An item's approvals, oldest first, with the approver's name, as one JSON column of the
 * statement that reads the item: no second statement per page. `kind` is a kind written into the
 * text (one text per kind, so the rows statement stays prepared once, decision 0099) or the kind
 * column of a query over several kinds (the pending inbox), `itemId` the item table's id column or
 * an expression naming its table. `at` is written like `Date.toISOString()`.
 */
export function approvalsColumn(
  kind: FinanceKind | SQL,
  itemId: PgColumn | SQL,
): SQL<FinanceApproval[]> {
  const ofKind = typeof kind === "string" ? sql.raw(`'${kind}'`) : kind;
  const item = is(itemId, Column) ? column(getTableName(itemId.table), itemId) : itemId;
  return sql<FinanceApproval[]>`coalesce((select json_agg(json_build_object(
      'userId', ${approval(financeApprovals.userId)},
      'name', ${approver(users.firstName)} || ' ' || ${approver(users.lastName)},
      'at', to_char(${approval(financeApprovals.createdAt)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by ${approval(financeApprovals.createdAt)}, ${approval(financeApprovals.id)})
    from ${financeApprovals} approval join ${users} approver on ${approver(users.id)} = ${approval(financeApprovals.userId)}
    where ${approval(financeApprovals.kind)} = ${ofKind} and ${approval(financeApprovals.itemId)} = ${item}), '[]')`;
}

/** What the approval state of an item reads: its rule columns and its approvals. */
export type ApprovalInputs = {
  status: string;
  userId: number;
  createdBy: number | null;
  typeId: number;
  valueCents: number;
  approvals: FinanceApproval[];
};

/** The rule columns (and the webhook's data) of the one item a confirmation locks. */
const ruleColumns = (config: FinanceKindServer) => ({
  id: config.table.id,
  status: config.table.status,
  userId: config.table.userId,
  createdBy: config.table.createdBy,
  typeId: config.table.typeId,
  valueCents: config.table.valueCents,
  description: config.table.description,
});

/**
 * How many approvals an item needs, its maximum-value warning and, for an admin viewer, whether
 * they may confirm it: from the rows already read, nothing more.
 */
export function stateOf(
  policies: FinancePolicies,
  kind: FinanceKind,
  row: Omit<ApprovalInputs, "approvals">,
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

/** An item as loaded with what its approval state reads (`inputs`, not handed out). */
export type Loaded<T> = { item: T; inputs: ApprovalInputs };

/**
 * Items of one kind with their approval state (list pages, item answers), from their loaded
 * inputs: one statement, the policies, read on every call since several nodes share them.
 */
export async function withApprovals<T>(
  kind: FinanceKind,
  loaded: Loaded<T>[],
  viewer: Actor | null,
  executor?: Executor,
): Promise<(T & ApprovalState)[]> {
  return withApprovalsOfKinds(
    loaded.map(({ item, inputs }) => ({ item, inputs, kind })),
    viewer,
    executor,
  );
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
    // A statement of its own after the lock: it sees an approval committed while this one waited.
    const [{ approvals }] = await tx
      .select({ approvals: approvalsColumn(config.kind, config.table.id) })
      .from(config.table)
      .where(eq(config.table.id, id));
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

/** Items of several kinds (the pending inbox) with their approval state, like `withApprovals`. */
export async function withApprovalsOfKinds<T>(
  loaded: (Loaded<T> & { kind: FinanceKind })[],
  viewer: Actor | null,
  executor?: Executor,
): Promise<(T & ApprovalState)[]> {
  if (!loaded.length) return [];
  const policies = await readFinancePolicies(executor ?? (await getDb()));
  return loaded.map(({ item, inputs, kind }) => ({
    ...item,
    ...stateOf(policies, kind, inputs, inputs.approvals, viewer),
  }));
}

import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { financeApprovals, statusHistory, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { updateFinancePolicies } from "@/lib/services/finance/policies";
import { financeKind } from "@/lib/services/finance/kinds";
import type { FinanceKind } from "@/lib/kinds/finance";
import type { TestUser } from "./factory";

/** Approval policies for a test: thresholds per kind and type rules, the rest at their defaults. */
export async function setPolicies(
  admin: TestUser,
  document: {
    preventSelfApproval?: boolean;
    fourEyes?: boolean;
    kinds?: Partial<
      Record<
        FinanceKind,
        {
          secondApprovalFrom?: number | null;
          types?: { typeId: number; secondApprovalFrom?: number; maxValue?: number }[];
        }
      >
    >;
  },
): Promise<void> {
  await updateFinancePolicies(admin.actor, document);
}

/** The first `n` type ids of the kind's (seeded) list. */
export async function typeIds(kind: FinanceKind, n: number): Promise<number[]> {
  const { typeTable } = financeKind(kind);
  const rows = await (
    await getDb()
  )
    .select({ id: typeTable.id })
    .from(typeTable)
    .orderBy(asc(typeTable.id))
    .limit(n);
  return rows.map((row) => row.id);
}

/** An endpoint listening to the finance events, so their deliveries can be counted. */
export async function listenToFinance(admin: TestUser): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .insert(webhookEndpoints)
    .values({
      url: "https://receptor.exemplo.org/membros",
      events: ["finance.approved", "finance.moved"],
      secret: "whsec_dGVzdGUtZGUtYXByb3ZhY29lcy1maW5hbmNlaXJhcw==",
      createdBy: admin.id,
    })
    .returning({ id: webhookEndpoints.id });
  return row.id;
}

/** The finance events queued for an item, in order, as `type` + the payload's data. */
export async function financeDeliveries(kind: FinanceKind, id: number) {
  const rows = await (
    await getDb()
  )
    .select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .orderBy(asc(webhookDeliveries.id));
  return rows
    .map((row) => ({ type: row.type, data: JSON.parse(row.payload).data }))
    .filter((row) => row.data.kind === kind && row.data.id === id);
}

/** The item's history rows as `from→to (reason)`. */
export async function historyOf(kind: FinanceKind, id: number): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.entityType, kind), eq(statusHistory.entityId, id)))
    .orderBy(asc(statusHistory.id));
  return rows.map(
    (row) => `${row.fromStatus ?? "∅"}→${row.toStatus}${row.reason ? ` (${row.reason})` : ""}`,
  );
}

export async function approvalRows(kind: FinanceKind, id: number): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ n: count() })
    .from(financeApprovals)
    .where(and(eq(financeApprovals.kind, kind), eq(financeApprovals.itemId, id)));
  return row.n;
}

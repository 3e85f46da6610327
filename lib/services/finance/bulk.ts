import "server-only";
import { and, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { AppError } from "@/lib/core/errors";
import type { BulkOutcome, BulkResult } from "@/lib/validation/finance";
import type { FinanceStatus } from "@/lib/kinds/finance";
import type { FinanceKindServer } from "./kinds";
import { ownerCondition, type Scope } from "./queries";

/**
 * Moves each id through `move` (the single confirm/deny), one after the other, each in its own transaction: the
 * same conditional update as a single confirm/deny, so a bulk racing another bulk or a single
 * move leaves one outcome and one history row per item. `move` may say it only recorded an
 * approval (`needs_second_approval`). A 404, a 409 or an approval refusal (403 with a reason)
 * becomes that id's outcome; anything else stops the bulk (the items moved so far stay moved, as
 * they would one by one).
 */
export async function moveEach(
  config: FinanceKindServer,
  scope: Scope,
  ids: readonly number[],
  to: Exclude<FinanceStatus, "PENDING">,
  move: (id: number) => Promise<BulkOutcome | void>,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      const outcome = (await move(id)) ?? "moved";
      results.push(
        outcome === "moved" ? { id, outcome, status: to } : { id, outcome, status: "PENDING" },
      );
    } catch (error) {
      const refusal = error instanceof AppError && error.status === 403 && error.extra?.reason;
      if (refusal) {
        const outcome = refusal === "already_approved" ? "already_approved" : "forbidden_own_item";
        results.push({ id, outcome, status: "PENDING" });
        continue;
      }
      if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 409))
        throw error;
      results.push({ id, outcome: error.status === 404 ? "not_found" : "conflict" });
    }
  }
  const conflicts = results.filter((r) => r.outcome === "conflict").map((r) => r.id);
  if (conflicts.length) {
    // Where the others are now (the status that made them conflict).
    const rows = await (
      await getDb()
    )
      .select({ id: config.table.id, status: config.table.status })
      .from(config.table)
      .where(and(inArray(config.table.id, conflicts), ownerCondition(config, scope)));
    const now = new Map(rows.map((row) => [row.id, row.status]));
    for (const result of results)
      if (result.outcome === "conflict") result.status = now.get(result.id);
  }
  return results;
}

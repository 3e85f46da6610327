import "server-only";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { requireAdmin, requireSignedIn, type Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { financeTypeSchema, financeTypeUpdateSchema } from "@/lib/validation/finance";
import type { FinanceKind } from "@/lib/kinds/finance";
import { financeKind } from "./kinds";
import { recordAudit } from "@/lib/services/audit/record";
import { fieldChanges } from "@/lib/services/audit/changes";

/**
 * The three type lists (settings screen). Types are never deleted: retiring one stops it
 * being offered for new items, and the items that use it keep showing its label.
 */

export type FinanceTypeRow = { id: number; label: string; active: boolean };

const DUPLICATE = "Já existe um tipo com esse nome";

/** The types offered for new items (active ones), for forms and autocomplete. */
export async function financeTypeOptions(
  actor: Actor,
  kind: FinanceKind,
): Promise<{ id: number; label: string }[]> {
  requireSignedIn(actor);
  const { typeTable: t } = financeKind(kind);
  const db = await getDb();
  return db
    .select({ id: t.id, label: t.label })
    .from(t)
    .where(eq(t.active, true))
    .orderBy(asc(t.label), asc(t.id));
}

/** Every type, active first (ADMIN; settings). */
export async function listFinanceTypes(actor: Actor, kind: FinanceKind): Promise<FinanceTypeRow[]> {
  requireAdmin(actor);
  const { typeTable: t } = financeKind(kind);
  const db = await getDb();
  return db
    .select({ id: t.id, label: t.label, active: t.active })
    .from(t)
    .orderBy(desc(t.active), asc(t.label), asc(t.id));
}

async function assertLabelFree(kind: FinanceKind, label: string, exceptId?: number): Promise<void> {
  const { typeTable: t } = financeKind(kind);
  const db = await getDb();
  const same = sql`lower(${t.label}) = lower(${label})`;
  const [taken] = await db
    .select({ id: t.id })
    .from(t)
    .where(exceptId ? and(same, ne(t.id, exceptId)) : same);
  if (taken) throw conflict(DUPLICATE, { label: [DUPLICATE] });
}

export async function createFinanceType(
  actor: Actor,
  kind: FinanceKind,
  body: unknown,
): Promise<{ id: number }> {
  requireAdmin(actor);
  const { label } = parseWith(financeTypeSchema, body ?? {});
  await assertLabelFree(kind, label);
  const { typeTable: t } = financeKind(kind);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(t).values({ label }).returning({ id: t.id });
    const details = { kind, change: "created", label };
    const target = { type: `${kind}_type`, id: created.id };
    await recordAudit({ action: "finance_types.changed", actor, target, details }, tx);
    return created;
  });
}

/** Renames (`label`), retires (`active: false`) or brings back (`active: true`) a type. */
export async function updateFinanceType(
  actor: Actor,
  kind: FinanceKind,
  id: number,
  body: unknown,
): Promise<void> {
  requireAdmin(actor);
  const input = parseWith(financeTypeUpdateSchema, body ?? {});
  if (input.label !== undefined) await assertLabelFree(kind, input.label, id);
  const { typeTable: t } = financeKind(kind);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ label: t.label, active: t.active })
      .from(t)
      .where(eq(t.id, id))
      .for("update");
    if (!before) throw notFound("Tipo não encontrado");
    await tx
      .update(t)
      .set({
        ...(input.label !== undefined && { label: input.label }),
        ...(input.active !== undefined && { active: input.active }),
        updatedAt: new Date(),
      })
      .where(eq(t.id, id));
    const changes = fieldChanges(before, input);
    if (!Object.keys(changes).length) return;
    const details = { kind, change: "changed", changes };
    const target = { type: `${kind}_type`, id };
    await recordAudit({ action: "finance_types.changed", actor, target, details }, tx);
  });
}

import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { financePolicies } from "@/db/schema";
import { requireAdmin, requireSignedIn, type Actor } from "@/lib/core/actor";
import { badRequest } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import {
  defaultFinancePolicies,
  financePoliciesSchema,
  type FinancePolicies,
} from "@/lib/validation/finance-policies";
import { recordAudit } from "@/lib/services/audit/record";
import { fieldChanges } from "@/lib/services/audit/changes";
import { financeKind } from "./kinds";

/**
 * The approval policies (one row, one JSON document), read from the database on every call like
 * the organisation's settings: several app nodes share them. A stored document that no longer
 * validates reads as the defaults (one approval, self-approval refused).
 */
export async function readFinancePolicies(executor?: Executor): Promise<FinancePolicies> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ document: financePolicies.document })
    .from(financePolicies)
    .where(eq(financePolicies.id, 1));
  const stored = row ? financePoliciesSchema.safeParse(row.document) : null;
  return stored?.success ? stored.data : defaultFinancePolicies();
}

/** `GET /api/finance-policies` (ADMIN): the whole document, with its defaults. */
export async function getFinancePolicies(actor: Actor): Promise<FinancePolicies> {
  requireAdmin(actor);
  return readFinancePolicies();
}

/**
 * Each type's maximum value of one kind (`{ typeId: reais }`), for the submitter's form, which
 * warns above it. Anyone signed in: the form shows it before anything is sent.
 */
export async function typeMaxValues(
  actor: Actor,
  kind: FinanceKind,
): Promise<Record<number, number>> {
  requireSignedIn(actor);
  const { types } = (await readFinancePolicies()).kinds[kind];
  return Object.fromEntries(
    types.flatMap((rule) => (rule.maxValue == null ? [] : [[rule.typeId, rule.maxValue]])),
  );
}

/** A rule for a type the kind does not have is a 400 naming the field (`kinds.refund.types.0.typeId`). */
async function checkTypeIds(executor: Executor, policies: FinancePolicies): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const kind of FINANCE_KINDS) {
    const rules = policies.kinds[kind].types;
    if (!rules.length) continue;
    const { typeTable } = financeKind(kind);
    const known = await executor
      .select({ id: typeTable.id })
      .from(typeTable)
      .where(
        inArray(
          typeTable.id,
          rules.map((rule) => rule.typeId),
        ),
      );
    const ids = new Set(known.map((row) => row.id));
    rules.forEach((rule, index) => {
      if (!ids.has(rule.typeId))
        errors[`kinds.${kind}.types.${index}.typeId`] = ["Tipo não encontrado"];
    });
  }
  if (Object.keys(errors).length) throw badRequest("Dados inválidos", errors);
}

/**
 * The document as flat fields for the audit log (whose details nest only a few levels): the two
 * rules, each kind's threshold (`refund.secondApprovalFrom`) and each type's rule
 * (`refund.types.3`), so a change names exactly what moved.
 */
function auditFields(policies: FinancePolicies): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    preventSelfApproval: policies.preventSelfApproval,
    fourEyes: policies.fourEyes,
  };
  for (const kind of FINANCE_KINDS) {
    fields[`${kind}.secondApprovalFrom`] = policies.kinds[kind].secondApprovalFrom;
    for (const { typeId, ...rule } of policies.kinds[kind].types)
      fields[`${kind}.types.${typeId}`] = rule;
  }
  return fields;
}

/**
 * `PUT /api/finance-policies` (ADMIN): replaces the whole document (unknown fields are refused;
 * missing ones take their defaults). Audited with each changed field's before and after; turning
 * the self-approval rule off or on is also audited on its own, so it stands out in the log.
 */
export async function updateFinancePolicies(actor: Actor, body: unknown): Promise<FinancePolicies> {
  requireAdmin(actor);
  const after = parseWith(financePoliciesSchema, body ?? {});
  const db = await getDb();
  return db.transaction(async (tx) => {
    await checkTypeIds(tx, after);
    await tx.insert(financePolicies).values({ id: 1, document: {} }).onConflictDoNothing();
    await tx.execute(sql`select 1 from finance_policies where id = 1 for update`);
    const before = await readFinancePolicies(tx);
    await tx
      .update(financePolicies)
      .set({ document: after, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(financePolicies.id, 1));
    const target = { type: "settings", id: "finance_policies" };
    const changes = fieldChanges(auditFields(before), auditFields(after));
    if (Object.keys(changes).length)
      await recordAudit(
        { action: "finance_policies.changed", actor, target, details: { changes } },
        tx,
      );
    if (before.preventSelfApproval !== after.preventSelfApproval)
      await recordAudit(
        {
          action: "finance_policies.self_approval",
          actor,
          target,
          details: { from: before.preventSelfApproval, to: after.preventSelfApproval },
        },
        tx,
      );
    return after;
  });
}

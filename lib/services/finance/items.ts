import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db";
import { profiles, users } from "@/db/schema";
import { reaisToCents } from "@/lib/format";
import type { Actor } from "@/lib/core/actor";
import { badRequest, conflict, notFound } from "@/lib/core/errors";
import { storeFile } from "@/lib/services/files";
import { recordStatusChange } from "@/lib/services/history";
import { financeEvent } from "@/lib/services/notifications/events";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { financeWebhookData } from "@/lib/services/webhooks/payloads";
import { TYPE_INVALID, USER_REQUIRED, type FinanceItemInput } from "@/lib/validation/finance";
import type { FinanceKindServer } from "./kinds";
import { inScope, type Scope } from "./queries";
import { clearApprovals } from "./approvals";
import { readAccessKey } from "./receipt-reading";
import { linkReceipt, noteAccessKey } from "./receipt-rows";

/** A type may be chosen when it is active, or when the item already has it (retired types stay). */
async function checkType(
  executor: Executor,
  config: FinanceKindServer,
  typeId: number,
  currentTypeId?: number,
): Promise<void> {
  const [type] = await executor
    .select({ active: config.typeTable.active })
    .from(config.typeTable)
    .where(eq(config.typeTable.id, typeId));
  if (!type || (!type.active && typeId !== currentTypeId))
    throw badRequest(TYPE_INVALID, { [config.typeField]: [TYPE_INVALID] });
}

/** An admin creates items for active collaborators only. */
export async function checkCollaborator(executor: Executor, userId: number): Promise<void> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.id, userId), eq(users.active, true), eq(profiles.label, "EMPLOYEE")));
  if (!row) throw badRequest("Colaborador inválido", { userId: [USER_REQUIRED] });
}

/**
 * Creates a PENDING item of `ownerId` with its first history entry and, when sent, its receipt:
 * one transaction, with the receipt's bytes stored first and removed if it fails (storeFile), so
 * an item never exists without the receipt it was sent with.
 */
export async function createItem(
  actor: Actor,
  config: FinanceKindServer,
  ownerId: number,
  input: FinanceItemInput,
  receipt?: Blob | null,
): Promise<{ id: number }> {
  const insert = async (tx: Transaction, fileId: number | null) => {
    await checkType(tx, config, input.typeId);
    const [created] = await tx
      .insert(config.table)
      .values({
        userId: ownerId,
        typeId: input.typeId,
        description: input.description,
        valueCents: reaisToCents(input.value),
        date: config.dateField ? input.date : null,
        status: "PENDING",
        fileId,
        createdBy: actor.id,
      })
      .returning();
    if (fileId != null) await linkReceipt(tx, config.kind, created.id, fileId);
    await recordStatusChange(tx, {
      entityType: config.historyType,
      entityId: created.id,
      from: null,
      to: "PENDING",
      actorId: actor.id,
    });
    await financeEvent(tx, config, created, "created", actor);
    await emitWebhook(tx, "finance.created", financeWebhookData(config, created));
    return { id: created.id };
  };
  if (!receipt) return (await getDb()).transaction((tx) => insert(tx, null));
  const { file, result } = await storeFile(actor, receipt, async (tx, fileId) => ({
    replaced: null,
    result: await insert(tx, fileId),
  }));
  // The receipt's NF-e/NFC-e key, read once it is stored (bounded; never fails the creation).
  const accessKey = await readAccessKey(receipt, file.type);
  if (accessKey) await noteAccessKey(await getDb(), file.id, accessKey);
  return result;
}

/** Statuses in which an item's fields and receipts may still change. */
export const EDITABLE_STATUSES = ["PENDING", "NEEDS_INFO"] as const;

/**
 * The item, locked for this transaction; 404 outside the scope, 409 unless PENDING or waiting for
 * information (NEEDS_INFO), the two states in which it may still be edited.
 */
export async function lockEditable(
  tx: Executor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
) {
  const [row] = await tx
    .select({
      status: config.table.status,
      typeId: config.table.typeId,
      fileId: config.table.fileId,
      valueCents: config.table.valueCents,
    })
    .from(config.table)
    .where(inScope(config, scope, id))
    .for("update");
  if (!row) throw notFound(config.text.notFound);
  if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status))
    throw conflict(config.text.notPending);
  return row;
}

/** Edits the given fields of a PENDING item. */
export async function updateItem(
  actor: Actor,
  config: FinanceKindServer,
  scope: Scope,
  id: number,
  input: Partial<FinanceItemInput>,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = await lockEditable(tx, config, scope, id);
    if (input.typeId !== undefined) await checkType(tx, config, input.typeId, current.typeId);
    const [updated] = await tx
      .update(config.table)
      .set({
        ...(input.value !== undefined && { valueCents: reaisToCents(input.value) }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.typeId !== undefined && { typeId: input.typeId }),
        ...(config.dateField && input.date !== undefined && { date: input.date }),
        updatedAt: new Date(),
      })
      .where(inScope(config, scope, id))
      .returning();
    // An approval was given to the value and type it had: a change of either asks for it again.
    const valueChanged =
      input.value !== undefined && reaisToCents(input.value) !== current.valueCents;
    const typeChanged = input.typeId !== undefined && input.typeId !== current.typeId;
    if (valueChanged || typeChanged) await clearApprovals(tx, config.kind, id);
    await financeEvent(tx, config, updated, "edited", actor);
  });
}

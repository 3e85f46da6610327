import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import * as schema from "@/db/schema";
import { daysFromNow, isoDate, laterBy } from "./dates";
import type { DemoPeople } from "./people";
import { gradientPng, pdfBytes } from "./sample-files";
import { storeDemoFile } from "./stored-files";
import { DEMO_EMPLOYEE, ITEMS, type DemoItem, type Receipt } from "./finance-items";
import { formatBRL, formatDate } from "@/lib/format";
import { financeKind } from "@/lib/services/finance/kinds";
import type { FinanceKind } from "@/lib/kinds/finance";

/** What a scanned receipt of this item would say. */
function receiptBytes(receipt: Receipt, item: DemoItem, ownerName: string, date: Date): Buffer {
  if (receipt.format === "png") return gradientPng(240, 320, [250, 248, 240], [214, 208, 190]);
  return pdfBytes([
    "Recibo",
    item.description,
    `Valor: ${formatBRL(item.cents / 100)}`,
    `Data: ${formatDate(isoDate(date))}`,
    `Favorecido: ${ownerName}`,
  ]);
}

export async function demoFinance(db: Database, people: DemoPeople): Promise<void> {
  const ownerOf = (handle: string) =>
    handle === DEMO_EMPLOYEE ? people.employee : people.byHandle(handle);
  for (const [kind, items] of Object.entries(ITEMS) as [FinanceKind, DemoItem[]][]) {
    const { table, typeTable, confirmStatus, dateField, historyType } = financeKind(kind);
    const typeIds = new Map(
      (await db.select().from(typeTable).where(eq(typeTable.active, true))).map((typeRow) => [
        typeRow.label,
        typeRow.id,
      ]),
    );
    for (const item of items) {
      const owner = ownerOf(item.owner);
      const createdAt = daysFromNow(-item.daysAgo, 9 + (item.daysAgo % 9), (item.daysAgo * 7) % 60);
      const spentOn = daysFromNow(-item.daysAgo - 2);
      const status = item.status === "CONFIRMED" ? confirmStatus : (item.status ?? "PENDING");
      const settledAt = status === "PENDING" ? createdAt : laterBy(createdAt, 3);
      const typeId = typeIds.get(item.type);
      if (typeId == null) throw new Error(`No ${kind} type ${item.type}`);
      const fileId = item.receipt
        ? await storeDemoFile(db, {
            bytes: receiptBytes(
              item.receipt,
              item,
              `${owner.firstName} ${owner.lastName}`,
              spentOn,
            ),
            name: item.receipt.name,
            type: item.receipt.format === "pdf" ? "application/pdf" : "image/png",
            ownerId: owner.id,
          })
        : null;
      const [row] = await db
        .insert(table)
        .values({
          userId: owner.id,
          typeId,
          description: item.description,
          valueCents: item.cents,
          date: dateField ? isoDate(spentOn) : null,
          status,
          reason: item.reason ?? null,
          fileId,
          createdAt,
          updatedAt: settledAt,
        })
        .returning();
      if (fileId != null)
        await db
          .insert(schema.financeItemFiles)
          .values({ kind, itemId: row.id, fileId, createdAt });
      await db.insert(schema.statusHistory).values([
        {
          entityType: historyType,
          entityId: row.id,
          fromStatus: null,
          toStatus: "PENDING",
          actorId: owner.id,
          createdAt,
        },
        ...(status === "PENDING"
          ? []
          : [
              {
                entityType: historyType,
                entityId: row.id,
                fromStatus: "PENDING",
                toStatus: status,
                reason: row.reason,
                actorId: people.admin.id,
                createdAt: settledAt,
              },
            ]),
      ]);
    }
  }
}

import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import {
  fileAccesses,
  financeItemFiles,
  paymentRequests,
  payments,
  refunds,
  users,
} from "@/db/schema";
import type { Actor } from "@/lib/core/actor";

/** One download of a receipt: who and when ('visualizado por …'). */
export type ReceiptAccess = { userId: number; fullName: string; createdAt: string };

/**
 * Records a download of `fileId` by `actor` when the file is the receipt of a finance item
 * (content files and thumbnails are not personal data and are not logged). One statement, so
 * a receipt detached meanwhile records nothing.
 */
export async function recordReceiptAccess(
  executor: Executor,
  actor: Actor,
  fileId: number,
): Promise<void> {
  // Any receipt of an item (finance_item_files), or an item's first one (its file_id).
  const isReceipt = sql.join(
    [
      sql`select 1 from ${financeItemFiles} where ${financeItemFiles.fileId} = ${fileId}`,
      ...[payments, paymentRequests, refunds].map(
        (table) => sql`select 1 from ${table} where ${table.fileId} = ${fileId}`,
      ),
    ],
    sql` union all `,
  );
  await executor.execute(
    sql`insert into ${fileAccesses} (file_id, user_id) select ${fileId}, ${actor.id} where exists (${isReceipt})`,
  );
}

/** Every recorded download of these files, oldest first, with the reader's current name. */
export async function receiptAccesses(
  executor: Executor,
  fileIds: number[],
): Promise<ReceiptAccess[]> {
  if (fileIds.length === 0) return [];
  const rows = await executor
    .select({
      userId: fileAccesses.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: fileAccesses.createdAt,
    })
    .from(fileAccesses)
    .innerJoin(users, eq(users.id, fileAccesses.userId))
    .where(inArray(fileAccesses.fileId, fileIds))
    .orderBy(asc(fileAccesses.createdAt), asc(fileAccesses.id));
  return rows.map((row) => ({
    userId: row.userId,
    fullName: `${row.firstName} ${row.lastName}`,
    createdAt: row.createdAt.toISOString(),
  }));
}

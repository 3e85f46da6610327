import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor, Transaction } from "@/db";
import type { AppError } from "@/lib/core/errors";
import { recordStatusChange, type HistoryEntity } from "@/lib/services/history";

/** A table whose rows move through a status machine (meetings, the three finance kinds). */
export type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

export type StatusMove<T extends StatusTable> = {
  table: T;
  id: number;
  /** Narrows who may move the row (an owner), on top of its id; the row is "not found" outside it. */
  scope?: SQL;
  from: string;
  to: string;
  /** Other columns written with the move (a reason). */
  set?: PgUpdateSetSource<T>;
  history: { entityType: HistoryEntity; actorId: number; reason?: string | null };
  notFound: () => AppError;
  notMovable: () => AppError;
  /** Runs in the same transaction after the move (rows that must exist if and only if it happened). */
  also?: (tx: Transaction) => Promise<void>;
};

/**
 * The one status move of the app: a conditional UPDATE (… WHERE status = from RETURNING) and its
 * history row in one transaction (a savepoint when called inside one). Of two concurrent moves of
 * a row exactly one changes it and records history; the other finds the row no longer in `from`
 * and answers 409 (`notMovable`), or 404 when the row does not exist in the scope.
 */
export async function moveStatus<T extends StatusTable>(
  db: Executor,
  move: StatusMove<T>,
): Promise<void> {
  const { table } = move;
  const target = move.scope ? and(eq(table.id, move.id), move.scope) : eq(table.id, move.id);
  await db.transaction(async (tx) => {
    // `status` is a column of every StatusTable; drizzle cannot see that through the generic.
    const values = { ...move.set, status: move.to } as PgUpdateSetSource<T>;
    const moved = await tx
      .update(table)
      .set(values)
      .where(and(target, eq(table.status, move.from)))
      .returning({ id: table.id });
    if (!moved.length) {
      const [exists] = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(target);
      throw exists ? move.notMovable() : move.notFound();
    }
    await recordStatusChange(tx, {
      ...move.history,
      entityId: move.id,
      from: move.from,
      to: move.to,
    });
    await move.also?.(tx);
  });
}

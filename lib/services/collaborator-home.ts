import "server-only";
import { and, asc, desc, eq, gte, ne, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import { meetings, meetingUsers, statusHistory, users } from "@/db/schema";
import { requireEmployee, type Actor } from "@/lib/core/actor";
import { centsText } from "@/lib/services/dashboard";
import { financeKind } from "@/lib/services/finance/kinds";
import { FINANCE_KINDS, type FinanceKind, type FinanceStatus } from "@/lib/kinds/finance";

/** `/collaborator/home`: the collaborator's own pending items, the last decisions on them, their next meetings. */
export type CollaboratorHome = {
  pending: Record<FinanceKind, { count: number; total: string }>;
  decisions: {
    kind: FinanceKind;
    id: number;
    description: string;
    to: FinanceStatus;
    reason: string | null;
    at: string;
  }[];
  meetings: { id: number; title: string; date: string; link: string }[];
  /** Their PIX key is a legacy text that reads as no type: they must type it again to be paid. */
  pixKeyNeedsReview: boolean;
};

const kindLiteral = (kind: FinanceKind) =>
  sql<FinanceKind>`${sql.raw(`'${kind}'::text`)}`.as("kind");

export async function collaboratorHome(actor: Actor): Promise<CollaboratorHome> {
  requireEmployee(actor);
  const db = await getDb();
  const pendingParts = FINANCE_KINDS.map((kind) => {
    const { table } = financeKind(kind);
    return db
      .select({
        kind: kindLiteral(kind),
        n: sql<number>`count(*)::int`.as("n"),
        cents: sql<string>`coalesce(sum(${table.valueCents}), 0)::text`.as("cents"),
      })
      .from(table)
      .where(and(eq(table.userId, actor.id), eq(table.status, "PENDING")));
  });
  // Decisions are moves made by someone else (an admin) on the collaborator's items.
  const decisionParts = FINANCE_KINDS.map((kind) => {
    const { table } = financeKind(kind);
    return db
      .select({
        kind: kindLiteral(kind),
        id: table.id,
        description: table.description,
        to: sql<FinanceStatus>`${statusHistory.toStatus}`.as("to_status"),
        reason: sql<string | null>`${statusHistory.reason}`.as("history_reason"),
        at: sql<string>`${statusHistory.createdAt}`.as("at"),
      })
      .from(statusHistory)
      .innerJoin(
        table,
        and(eq(statusHistory.entityType, kind), eq(statusHistory.entityId, table.id)),
      )
      .where(
        and(
          eq(table.userId, actor.id),
          ne(statusHistory.actorId, actor.id),
          sql`${statusHistory.fromStatus} is not null`,
        ),
      );
  });
  const [pending, decisions, next, [own]] = await Promise.all([
    unionAll(pendingParts[0], pendingParts[1], pendingParts[2]),
    unionAll(decisionParts[0], decisionParts[1], decisionParts[2])
      .orderBy(sql`at desc, id desc`)
      .limit(8),
    db
      .select({ id: meetings.id, title: meetings.title, date: meetings.date, link: meetings.link })
      .from(meetings)
      .innerJoin(
        meetingUsers,
        and(eq(meetingUsers.meetingId, meetings.id), eq(meetingUsers.userId, actor.id)),
      )
      .where(and(eq(meetings.status, "PENDING"), gte(meetings.date, new Date())))
      .orderBy(asc(meetings.date), desc(meetings.id))
      .limit(5),
    db
      .select({ pixKeyNeedsReview: users.pixKeyNeedsReview })
      .from(users)
      .where(eq(users.id, actor.id)),
  ]);
  return {
    pending: Object.fromEntries(
      pending.map((row) => [row.kind, { count: Number(row.n), total: centsText(row.cents) }]),
    ) as CollaboratorHome["pending"],
    decisions: decisions.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    meetings: next.map((m) => ({ ...m, date: m.date.toISOString() })),
    pixKeyNeedsReview: own?.pixKeyNeedsReview ?? false,
  };
}

import "server-only";
import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/db";
import { financeDailyTotals, meetings, profiles, userTotals } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import { financeKind } from "@/lib/services/finance/kinds";
import { needsInfoCounts } from "@/lib/services/finance/pending";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings";
import { addDays as shiftDays, todayIn } from "@/lib/time-zone";
import {
  DASHBOARD_KEYS,
  dashboardQuerySchema,
  type Dashboard,
  type DashboardKey,
} from "@/lib/validation/dashboard";
import {
  FINANCE_KINDS,
  FINANCE_STATUSES,
  type FinanceKind,
  type FinanceStatus,
} from "@/lib/kinds/finance";

/**
 * The admin's dashboard (`/admin/home`, `GET /api/dashboard`): every figure is aggregated in SQL.
 * Counts and sums come from `finance_daily_totals` (one GROUP BY over a few thousand buckets,
 * kept by triggers, decision 0053), so they cost the same at a thousand items or a million;
 * the active collaborators likewise from `user_totals` (decision 0132).
 */

const TZ = MEETING_TIME_ZONE;

/** Cents (integer text) → reais with two decimals, as the API writes money ('1234.50'). */
export function centsText(cents: string | number | bigint): string {
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** The default period: the first day of this month to its last. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const [y, m] = todayIn(TZ, now).split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    from: `${y}-${String(m).padStart(2, "0")}-01`,
    to: `${y}-${String(m).padStart(2, "0")}-${String(last).padStart(2, "0")}`,
  };
}

const kindLiteral = (kind: FinanceKind) =>
  sql<FinanceKind>`${sql.raw(`'${kind}'::text`)}`.as("kind");

const totals = financeDailyTotals;

/** Count and sum per kind and status of the items created in the period (daily buckets). */
function statusFigures(db: Database, from: string, to: string) {
  return db
    .select({
      kind: sql<FinanceKind>`${totals.kind}`,
      status: totals.status,
      n: sql<number>`sum(${totals.count})::int`,
      cents: sql<string>`sum(${totals.cents})::text`,
    })
    .from(totals)
    .where(and(gte(totals.day, from), lte(totals.day, to)))
    .groupBy(totals.kind, totals.status);
}

/** The 12 calendar months ending with this one, 'YYYY-MM', oldest first. */
export function lastTwelveMonths(now = new Date()): string[] {
  const [y, m] = todayIn(TZ, now).split("-").map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 12 + i, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

function monthFigures(db: Database, firstMonth: string) {
  return db
    .select({
      kind: sql<FinanceKind>`${totals.kind}`,
      month: sql<string>`to_char(${totals.day}, 'YYYY-MM')`,
      status: totals.status,
      cents: sql<string>`sum(${totals.cents})::text`,
    })
    .from(totals)
    .where(gte(totals.day, `${firstMonth}-01`))
    .groupBy(sql`1`, sql`2`, sql`3`);
}

/** PENDING items per kind: the count from the buckets, the oldest from the (status, created_at) index. */
function pendingFigures(db: Database) {
  const parts = FINANCE_KINDS.map((kind) => {
    const { table } = financeKind(kind);
    return db
      .select({
        kind: kindLiteral(kind),
        n: sql<number>`(select coalesce(sum(${totals.count}), 0)::int from ${totals} where ${totals.kind} = ${kind} and ${totals.status} = 'PENDING')`.as(
          "n",
        ),
        oldest: sql<string | null>`min(${table.createdAt})`.as("oldest"),
      })
      .from(table)
      .where(eq(table.status, "PENDING"));
  });
  return unionAll(parts[0], parts[1], parts[2]);
}

const emptyStatuses = <T>(value: () => T) =>
  Object.fromEntries(FINANCE_STATUSES.map((s) => [s, value()])) as Record<FinanceStatus, T>;
const perKind = <T>(value: () => T) =>
  Object.fromEntries(FINANCE_KINDS.map((k) => [DASHBOARD_KEYS[k], value()])) as Record<
    DashboardKey,
    T
  >;

/** `GET /api/dashboard?from&to` (ADMIN): the figures of the period and the standing ones. */
export async function dashboard(actor: Actor, rawQuery: unknown): Promise<Dashboard> {
  requireAdmin(actor);
  const query = parseWith(dashboardQuerySchema, rawQuery ?? {});
  const period = {
    ...thisMonth(),
    ...(query.from && { from: query.from }),
    ...(query.to && { to: query.to }),
  };
  if (period.from > period.to) period.from = period.to;
  const months = lastTwelveMonths();
  const db = await getDb();
  const now = new Date();
  const [status, monthly, pending, waiting, upcoming, [{ n: collaborators }]] = await Promise.all([
    statusFigures(db, period.from, period.to),
    monthFigures(db, months[0]),
    pendingFigures(db),
    needsInfoCounts(db),
    db
      .select({ id: meetings.id, title: meetings.title, date: meetings.date })
      .from(meetings)
      .where(
        and(
          eq(meetings.status, "PENDING"),
          gte(meetings.date, now),
          lt(meetings.date, new Date(now.getTime() + 7 * 86_400_000)),
        ),
      )
      .orderBy(asc(meetings.date), asc(meetings.id))
      .limit(50),
    db
      .select({ n: sql<number>`coalesce(sum(${userTotals.count}), 0)::int` })
      .from(userTotals)
      .innerJoin(profiles, eq(profiles.id, userTotals.profileId))
      .where(and(eq(userTotals.active, true), eq(profiles.label, "EMPLOYEE"))),
  ]);

  const finance = perKind(() =>
    emptyStatuses<{ count: number; total: string }>(() => ({ count: 0, total: "0.00" })),
  );
  for (const row of status)
    finance[DASHBOARD_KEYS[row.kind]][row.status] = {
      count: Number(row.n),
      total: centsText(row.cents),
    };

  const cents = new Map<string, bigint>(); // `${month}|${kind}|${status}`
  for (const row of monthly) cents.set(`${row.month}|${row.kind}|${row.status}`, BigInt(row.cents));
  const monthRows = months.map((month) => {
    const byStatus = perKind(() => emptyStatuses(() => "0.00"));
    const totals = perKind(() => "0.00");
    for (const kind of FINANCE_KINDS) {
      let sum = 0n;
      for (const s of FINANCE_STATUSES) {
        const value = cents.get(`${month}|${kind}|${s}`) ?? 0n;
        byStatus[DASHBOARD_KEYS[kind]][s] = centsText(value);
        sum += value;
      }
      totals[DASHBOARD_KEYS[kind]] = centsText(sum);
    }
    return { month, ...totals, byStatus };
  });

  const pendingOut = perKind(() => ({ count: 0, oldest: null as string | null }));
  for (const row of pending)
    pendingOut[DASHBOARD_KEYS[row.kind]] = {
      count: Number(row.n),
      oldest: row.oldest ? new Date(row.oldest).toISOString() : null,
    };

  return {
    period,
    finance,
    months: monthRows,
    pending: pendingOut,
    needsInfo: Object.fromEntries(
      FINANCE_KINDS.map((kind) => [DASHBOARD_KEYS[kind], waiting[kind]]),
    ) as Record<DashboardKey, number>,
    upcomingMeetings: upcoming.map((m) => ({
      id: m.id,
      title: m.title,
      date: m.date.toISOString(),
    })),
    activeCollaborators: Number(collaborators),
  };
}

/** The period shortcuts of the dashboard, in the organisation's calendar. */
export function periodPresets(now = new Date()): { label: string; from: string; to: string }[] {
  const today = todayIn(TZ, now);
  const month = thisMonth(now);
  const lastMonthEnd = shiftDays(month.from, -1);
  return [
    { label: "Este mês", ...month },
    { label: "Mês passado", from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
    { label: "Últimos 30 dias", from: shiftDays(today, -29), to: today },
    { label: "Este ano", from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` },
  ];
}

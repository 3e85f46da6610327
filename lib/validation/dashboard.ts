import { z } from "@/lib/validation/zod";
import { FINANCE_KINDS, type FinanceKind, type FinanceStatus } from "@/lib/kinds/finance";

/** The JSON key of each finance kind in `GET /api/dashboard`. */
export const DASHBOARD_KEYS = {
  payment: "payments",
  payment_request: "paymentRequests",
  refund: "refunds",
} as const satisfies Record<FinanceKind, string>;
export type DashboardKey = (typeof DASHBOARD_KEYS)[FinanceKind];
export const DASHBOARD_KINDS = FINANCE_KINDS;

export type Figures = { count: number; total: string };
export type Dashboard = {
  period: { from: string; to: string };
  finance: Record<DashboardKey, Record<FinanceStatus, Figures>>;
  /**
   * Last 12 months, oldest first: each kind's total (every status) and the same split by status.
   */
  months: ({
    month: string;
    byStatus: Record<DashboardKey, Record<FinanceStatus, string>>;
  } & Record<DashboardKey, string>)[];
  pending: Record<DashboardKey, { count: number; oldest: string | null }>;
  /** Items returned to their owners for information (NEEDS_INFO), all days, per kind. */
  needsInfo: Record<DashboardKey, number>;
  upcomingMeetings: { id: number; title: string; date: string }[];
  activeCollaborators: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
/** An optional `YYYY-MM-DD` query parameter (empty counts as absent), refused with `message`. */
export const optionalDay = (message: string) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string({ error: message }).refine(isDay, message).optional(),
  );

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both inclusive; absent means this month. */
export const dashboardQuerySchema = z
  .object({
    from: optionalDay("Data inicial inválida (AAAA-MM-DD)"),
    to: optionalDay("Data final inválida (AAAA-MM-DD)"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "A data inicial deve ser anterior à final",
    path: ["to"],
  });
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

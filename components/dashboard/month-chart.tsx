import { formatBRL } from "@/lib/format";
import { DASHBOARD_KEYS, type Dashboard, type DashboardKey } from "@/lib/validation/dashboard";
import {
  FINANCE,
  FINANCE_KINDS,
  FINANCE_STATUS_LABELS,
  type FinanceStatus,
} from "@/lib/kinds/finance";

/**
 * The last 12 months as a server-rendered SVG (no chart library reaches the browser, see
 * decision 0052): per month one bar per kind, stacked by status (settled full colour, pending
 * lighter, cancelled faint). The figures are also in the table under it, for screen readers.
 */

const KIND_COLORS: Record<DashboardKey, string> = {
  payments: "var(--violet-9)",
  paymentRequests: "var(--cyan-9)",
  refunds: "var(--orange-9)",
};
const STATUS_OPACITY: Record<FinanceStatus, number> = {
  PAID: 1,
  APPROVED: 1,
  PENDING: 0.55,
  NEEDS_INFO: 0.4,
  CANCELLED: 0.2,
};
const STACK: FinanceStatus[] = ["PAID", "APPROVED", "PENDING", "NEEDS_INFO", "CANCELLED"];
const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

export const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;

const WIDTH = 760;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 28, left: 72 };

function niceMax(value: number): number {
  if (value <= 0) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return (
    [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((candidate) => candidate >= value) ??
    10 * magnitude
  );
}

export function MonthChart({ months }: { months: Dashboard["months"] }) {
  const keys = FINANCE_KINDS.map((kind) => DASHBOARD_KEYS[kind]);
  const top = niceMax(Math.max(...months.flatMap((m) => keys.map((key) => Number(m[key])))));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const groupW = plotW / months.length;
  const barW = (groupW - 8) / keys.length;
  const yAt = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby="month-chart-title"
      >
        <title id="month-chart-title">
          Valores dos últimos 12 meses por tipo e status (os números estão na tabela abaixo)
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yAt(tick)}
              y2={yAt(tick)}
              stroke="var(--gray-a5)"
            />
            <text
              x={PAD.left - 6}
              y={yAt(tick) + 4}
              textAnchor="end"
              fontSize="10"
              fill="var(--gray-11)"
            >
              {formatBRL(tick).replace(/,00$/, "")}
            </text>
          </g>
        ))}
        {months.map((month, monthIndex) => (
          <g key={month.month}>
            {keys.map((key, kindIndex) => {
              let base = 0;
              return STACK.map((status) => {
                const value = Number(month.byStatus[key][status]);
                if (!value) return null;
                const rect = (
                  <rect
                    key={status}
                    x={PAD.left + monthIndex * groupW + 4 + kindIndex * barW}
                    y={yAt(base + value)}
                    width={Math.max(barW - 1, 1)}
                    height={Math.max(yAt(base) - yAt(base + value), 0.5)}
                    fill={KIND_COLORS[key]}
                    fillOpacity={STATUS_OPACITY[status]}
                  >
                    <title>{`${monthLabel(month.month)} · ${FINANCE[FINANCE_KINDS[kindIndex]].text.title} · ${FINANCE_STATUS_LABELS[status]}: ${formatBRL(value)}`}</title>
                  </rect>
                );
                base += value;
                return rect;
              });
            })}
            <text
              x={PAD.left + monthIndex * groupW + groupW / 2}
              y={HEIGHT - 10}
              textAnchor="middle"
              fontSize="10"
              fill="var(--gray-11)"
            >
              {monthLabel(month.month)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption
        style={{
          display: "flex",
          gap: 16,
          flexWrap: "wrap",
          fontSize: 12,
          color: "var(--gray-11)",
        }}
      >
        {FINANCE_KINDS.map((kind) => (
          <span key={kind}>
            <svg width="10" height="10" aria-hidden>
              <rect width="10" height="10" fill={KIND_COLORS[DASHBOARD_KEYS[kind]]} />
            </svg>{" "}
            {FINANCE[kind].text.title}
          </span>
        ))}
        <span>Cor cheia: pago/aprovado · clara: pendente · apagada: cancelado</span>
      </figcaption>
    </figure>
  );
}

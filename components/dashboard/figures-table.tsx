import { Table } from "@radix-ui/themes";
import { formatBRL } from "@/lib/format";
import { DASHBOARD_KEYS, type Dashboard } from "@/lib/validation/dashboard";
import {
  FINANCE,
  FINANCE_KINDS,
  FINANCE_STATUS_LABELS,
  FINANCE_STATUSES,
  type FinanceKind,
} from "@/lib/kinds/finance";
import { monthLabel } from "./month-chart";

/** The statuses a kind uses: its confirm status, never the other kind's. */
const statusesOf = (kind: FinanceKind) =>
  FINANCE_STATUSES.filter(
    (s) => s !== (FINANCE[kind].confirmStatus === "PAID" ? "APPROVED" : "PAID"),
  );

/** One kind's count and total per status in the period. */
export function StatusTable({
  kind,
  figures,
}: {
  kind: FinanceKind;
  figures: Dashboard["finance"]["payments"];
}) {
  return (
    <Table.Root size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Qtd.</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {statusesOf(kind).map((status) => (
          <Table.Row key={status}>
            <Table.RowHeaderCell>{FINANCE_STATUS_LABELS[status]}</Table.RowHeaderCell>
            <Table.Cell justify="end">{figures[status].count}</Table.Cell>
            <Table.Cell justify="end" style={{ whiteSpace: "nowrap" }}>
              {formatBRL(Number(figures[status].total))}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The chart's figures as a table: the text alternative of the SVG. */
export function MonthTable({ months }: { months: Dashboard["months"] }) {
  return (
    <Table.Root size="1">
      <caption style={{ textAlign: "left", padding: 4 }}>
        Valores por mês (todos os status; pendentes entre parênteses)
      </caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Mês</Table.ColumnHeaderCell>
          {FINANCE_KINDS.map((kind) => (
            <Table.ColumnHeaderCell key={kind} justify="end">
              {FINANCE[kind].text.title}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {months.map((month) => (
          <Table.Row key={month.month}>
            <Table.RowHeaderCell>{monthLabel(month.month)}</Table.RowHeaderCell>
            {FINANCE_KINDS.map((kind) => (
              <Table.Cell key={kind} justify="end" style={{ whiteSpace: "nowrap" }}>
                {formatBRL(Number(month[DASHBOARD_KEYS[kind]]))} (
                {formatBRL(Number(month.byStatus[DASHBOARD_KEYS[kind]].PENDING))})
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

import { DataList, Heading, Link, Skeleton, Table, Text } from "@radix-ui/themes";
import { LocalDateTime } from "@/components/local-date-time";
import { Fragment } from "react";
import { EMPTY, formatBRL, formatDate } from "@/lib/format";
import type { FinanceItemDetail } from "@/lib/services/finance";
import type { FinanceRow } from "@/lib/kinds/finance-rows";
import type { ApprovalState } from "@/lib/kinds/finance-approvals";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { FinanceStatusBadge } from "./status-badge";
import { ApprovalsRow, MaxValueWarning } from "./approval-info";

/**
 * An item's fields and status history (who, when, from, to, reason): the body of the list's
 * detail dialog and of the item's own page (`/{area}/{segment}/{id}`, where notifications link).
 * Without `detail` yet (the dialog still loading), the history shows skeletons.
 */
export function FinanceDetailsBody({
  kind,
  item,
  detail,
  historyHeading = "h3",
}: {
  /** The history's heading: h3 under a dialog's title, h2 on the item's own page. */
  historyHeading?: "h2" | "h3";
  kind: FinanceKind;
  item: FinanceRow;
  detail: (FinanceItemDetail & Partial<ApprovalState>) | null;
}) {
  const config = FINANCE[kind];
  const shown = detail ?? item;
  return (
    <>
      {shown.maxValueExceeded && shown.maxValue != null ? (
        <MaxValueWarning maxValue={shown.maxValue} />
      ) : null}
      <DataList.Root mt="4" size="2">
        <Row label="Colaborador">{shown.user.fullName}</Row>
        <Row label="Descrição">{shown.description}</Row>
        <Row label={config.text.typeLabel}>{shown.type.label}</Row>
        <Row label="Valor">{formatBRL(shown.value)}</Row>
        {config.text.dateLabel ? (
          <Row label={config.text.dateLabel}>{formatDate(shown.date)}</Row>
        ) : null}
        <Row label="Status">
          <FinanceStatusBadge status={shown.status} />
        </Row>
        <ApprovalsRow item={shown} />
        <Row label="Motivo">{shown.reason ?? EMPTY}</Row>
        <Row label="Comprovante">
          {shown.file ? (
            <Link href={shown.file.url} target="_blank" rel="noopener noreferrer">
              {shown.file.name}
            </Link>
          ) : (
            EMPTY
          )}
        </Row>
        {detail?.file ? (
          <Row label="Visualizado por">
            {detail.receiptAccesses.length
              ? detail.receiptAccesses.map((access, index) => (
                  <Fragment key={index}>
                    {index ? "; " : ""}
                    {access.fullName} em <LocalDateTime value={access.createdAt} />
                  </Fragment>
                ))
              : "Ninguém ainda"}
          </Row>
        ) : null}
        <Row label="Criado em">
          <LocalDateTime value={shown.createdAt} dateOnly />
        </Row>
      </DataList.Root>
      <Heading as={historyHeading} size="3" mt="5" mb="2">
        Histórico
      </Heading>
      <Table.Root variant="surface" size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Quando</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Quem</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>De</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Para</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Motivo</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {detail
            ? detail.history.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>
                    <LocalDateTime value={entry.createdAt} />
                  </Table.Cell>
                  <Table.Cell>{entry.actor ?? EMPTY}</Table.Cell>
                  <Table.Cell>
                    {entry.from ? <FinanceStatusBadge status={entry.from} /> : EMPTY}
                  </Table.Cell>
                  <Table.Cell>
                    <FinanceStatusBadge status={entry.to} />
                  </Table.Cell>
                  <Table.Cell>{entry.reason ?? EMPTY}</Table.Cell>
                </Table.Row>
              ))
            : [0, 1].map((row) => (
                <Table.Row key={row}>
                  <Table.Cell colSpan={5}>
                    <Skeleton height="16px" />
                  </Table.Cell>
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">{label}</DataList.Label>
      <DataList.Value>
        <Text>{children}</Text>
      </DataList.Value>
    </DataList.Item>
  );
}

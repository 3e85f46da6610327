"use client";

import { Button, DataList, Dialog, Flex, Heading, Link, Skeleton, Table, Text } from "@radix-ui/themes";
import { useEffect, useState, type RefObject } from "react";
import { focusBackTo } from "@/components/focus-back";
import { handleActionResult, type ClientActionResult } from "@/lib/client/action-result";
import { EMPTY, formatBRL, formatDate, formatDateTime, formatInstantDate } from "@/lib/format";
import type { FinanceItem, FinanceItemDetail } from "@/lib/services/finance";
import { FINANCE, type FinanceKind } from "@/lib/validation/finance-kinds";
import { FinanceStatusBadge } from "./status-badge";

type Props = {
  kind: FinanceKind;
  item: FinanceItem;
  load: (kind: FinanceKind, id: number) => Promise<ClientActionResult<FinanceItemDetail>>;
  onClose: () => void;
  /** The admin's 'Pagar com PIX' (only for items still to pay). */
  onPayWithPix?: () => void;
  /** The row menu's button that opened it: focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** An item's fields and its status history (who, when, from, to, reason), for the admin and the owner. */
export function FinanceDetailsDialog({ kind, item, load, onClose, onPayWithPix, returnFocusTo }: Props) {
  const config = FINANCE[kind];
  const [detail, setDetail] = useState<FinanceItemDetail | null>(null);

  useEffect(() => {
    let live = true;
    load(kind, item.id).then((result) => {
      if (live && handleActionResult(result)) setDetail(result.data);
    });
    return () => {
      live = false;
    };
  }, [kind, item.id, load]);

  const shown = detail ?? item;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="720px" onCloseAutoFocus={focusBackTo(returnFocusTo)}>
        <Dialog.Title>
          {config.text.singular} #{item.id}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Detalhes e histórico de status
        </Dialog.Description>
        <DataList.Root mt="4" size="2">
          <Row label="Colaborador">{shown.user.fullName}</Row>
          <Row label="Descrição">{shown.description}</Row>
          <Row label={config.text.typeLabel}>{shown.type.label}</Row>
          <Row label="Valor">{formatBRL(shown.value)}</Row>
          {config.text.dateLabel ? <Row label={config.text.dateLabel}>{formatDate(shown.date)}</Row> : null}
          <Row label="Status">
            <FinanceStatusBadge status={shown.status} />
          </Row>
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
                ? detail.receiptAccesses.map((access) => `${access.fullName} em ${formatDateTime(access.createdAt)}`).join("; ")
                : "Ninguém ainda"}
            </Row>
          ) : null}
          <Row label="Criado em">{formatInstantDate(shown.createdAt)}</Row>
        </DataList.Root>
        <Heading as="h3" size="3" mt="5" mb="2">
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
                    <Table.Cell>{formatDateTime(entry.createdAt)}</Table.Cell>
                    <Table.Cell>{entry.actor ?? EMPTY}</Table.Cell>
                    <Table.Cell>{entry.from ? <FinanceStatusBadge status={entry.from} /> : EMPTY}</Table.Cell>
                    <Table.Cell>
                      <FinanceStatusBadge status={entry.to} />
                    </Table.Cell>
                    <Table.Cell>{entry.reason ?? EMPTY}</Table.Cell>
                  </Table.Row>
                ))
              : [0, 1].map((n) => (
                  <Table.Row key={n}>
                    <Table.Cell colSpan={5}>
                      <Skeleton height="16px" />
                    </Table.Cell>
                  </Table.Row>
                ))}
          </Table.Body>
        </Table.Root>
        <Flex justify="end" gap="3" mt="4">
          {onPayWithPix ? <Button onClick={onPayWithPix}>Pagar com PIX</Button> : null}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Fechar
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
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

"use client";

import { Badge, Button, Card, Flex, Heading, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { ScrollableTable } from "@/components/scrollable-table";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LocalDateTime } from "@/components/local-date-time";
import { retryEmailAction } from "@/lib/actions/notifications";
import { handleActionResult } from "@/lib/client/action-result";
import type { EmailFailure } from "@/lib/services/notifications/failures";

/** Admin settings: e-mails the worker could not deliver (retrying or given up), each with 'Reenviar'. */
export function EmailFailures({ failures }: { failures: EmailFailure[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const retry = async (id: number) => {
    setBusy(id);
    handleActionResult(await retryEmailAction(id), {
      success: "E-mail colocado na fila para reenvio",
      onSuccess: () => router.refresh(),
    });
    setBusy(null);
  };
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Falhas de envio de e-mail
        </Heading>
        {failures.length ? (
          <ScrollableTable label="E-mails não entregues">
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Para</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Assunto</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Tentativas</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Situação</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Erro</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Criado em</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {failures.map((f) => (
                  <Table.Row key={f.id}>
                    <Table.Cell>{f.toEmail}</Table.Cell>
                    <Table.Cell>{f.subject}</Table.Cell>
                    <Table.Cell>{f.attempts}</Table.Cell>
                    <Table.Cell>
                      {f.status === "failed" ? (
                        <Badge color="red">Desistiu</Badge>
                      ) : (
                        <Badge color="amber">Tentando de novo</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{f.lastError}</Table.Cell>
                    <Table.Cell>
                      <LocalDateTime value={f.createdAt} />
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="1"
                        variant="soft"
                        loading={busy === f.id}
                        onClick={() => retry(f.id)}
                        aria-label={`Reenviar e-mail para ${f.toEmail}`}
                      >
                        Reenviar
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollableTable>
        ) : (
          <Text size="2" color="gray">
            Nenhuma falha de envio.
          </Text>
        )}
      </Flex>
    </Card>
  );
}

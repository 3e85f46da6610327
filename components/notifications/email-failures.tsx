import { Badge, Card, Flex, Heading, Table, Text } from "@radix-ui/themes";
import { LocalDateTime } from "@/components/local-date-time";
import type { EmailFailure } from "@/lib/services/notifications/preferences";

/** Admin settings: e-mails the worker could not deliver (retrying or given up). */
export function EmailFailures({ failures }: { failures: EmailFailure[] }) {
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Falhas de envio de e-mail
        </Heading>
        {failures.length ? (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Para</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Assunto</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Tentativas</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Situação</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Erro</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Criado em</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {failures.map((f) => (
                <Table.Row key={f.id}>
                  <Table.Cell>{f.toEmail}</Table.Cell>
                  <Table.Cell>{f.subject}</Table.Cell>
                  <Table.Cell>{f.attempts}</Table.Cell>
                  <Table.Cell>{f.status === "failed" ? <Badge color="red">Desistiu</Badge> : <Badge color="amber">Tentando de novo</Badge>}</Table.Cell>
                  <Table.Cell>{f.lastError}</Table.Cell>
                  <Table.Cell>
                    <LocalDateTime value={f.createdAt} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text size="2" color="gray">
            Nenhuma falha de envio.
          </Text>
        )}
      </Flex>
    </Card>
  );
}

import { Badge, Table, Text } from "@radix-ui/themes";
import { LocalDateTime } from "@/components/local-date-time";
import type { AttemptSummary } from "@/lib/validation/quiz";

/** A collaborator's attempts at a quiz, oldest first: when, score, result. */
export function QuizAttempts({ attempts }: { attempts: AttemptSummary[] }) {
  if (attempts.length === 0) return <Text color="gray">Nenhuma tentativa ainda.</Text>;
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Tentativa</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Data</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Nota</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Resultado</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {attempts.map((attempt, index) => (
          <Table.Row key={attempt.id}>
            <Table.RowHeaderCell>{index + 1}ª</Table.RowHeaderCell>
            <Table.Cell>
              <LocalDateTime value={attempt.createdAt} />
            </Table.Cell>
            <Table.Cell>{attempt.score}%</Table.Cell>
            <Table.Cell>
              <Badge color={attempt.passed ? "green" : "amber"}>
                {attempt.passed ? "Aprovado" : "Não aprovado"}
              </Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

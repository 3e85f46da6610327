import { Badge, Card, Flex, Heading, Table, Text } from "@radix-ui/themes";
import { LocalDateTime } from "@/components/local-date-time";
import type { Actor } from "@/lib/core/actor";
import { quizAttemptsOf } from "@/lib/services/content";

/** A quiz's results per person, under its edit form: attempts, best score, passed, last try. */
export async function QuizResults({ actor, lessonId }: { actor: Actor; lessonId: number }) {
  const { data } = await quizAttemptsOf(actor, lessonId);
  return (
    <Card size="3" asChild>
      <section aria-labelledby="quiz-results-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="quiz-results-heading">
            Resultados do questionário
          </Heading>
          {data.length === 0 ? (
            <Text color="gray">Ninguém respondeu este questionário ainda.</Text>
          ) : (
            <Table.Root variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Pessoa</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Tentativas</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Melhor nota</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Situação</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Última tentativa</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.map((row) => (
                  <Table.Row key={row.userId}>
                    <Table.RowHeaderCell>{row.name}</Table.RowHeaderCell>
                    <Table.Cell>{row.attempts}</Table.Cell>
                    <Table.Cell>{row.bestScore}%</Table.Cell>
                    <Table.Cell>
                      <Badge color={row.passed ? "green" : "amber"}>
                        {row.passed ? "Aprovado" : "Não aprovado"}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <LocalDateTime value={row.lastAttemptAt} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}

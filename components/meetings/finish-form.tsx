"use client";

/**
 * 'Finalizar reunião' with its record: each invitee present (the default), absent or excused in
 * one click, guests by name (one a line), the outcome of each agenda item, and whether the
 * quorum is reached as the admin marks them.
 */
import {
  Callout,
  Card,
  Flex,
  Heading,
  SegmentedControl,
  Table,
  Text,
  TextArea,
} from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { handleActionResult } from "@/lib/client/action-result";
import { finishMeetingAction } from "@/lib/actions/meetings";
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_STATUSES,
  quorumLabel,
  quorumOf,
  type AttendanceStatus,
  type Quorum,
} from "@/lib/kinds/meeting-records";

type Props = {
  meetingId: number;
  invitees: { userId: number; name: string }[];
  agenda: { id: number; title: string }[];
  quorum: Quorum | null;
};

export function FinishMeetingForm({ meetingId, invitees, agenda, quorum }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [statuses, setStatuses] = useState<Record<number, AttendanceStatus>>(() =>
    Object.fromEntries(invitees.map((i) => [i.userId, "PRESENT" as const])),
  );
  const [guests, setGuests] = useState("");
  const [outcomes, setOutcomes] = useState<Record<number, string>>({});
  const result = quorumOf(quorum, invitees.length, Object.values(statuses));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startTransition(async () => {
      const record = {
        attendance: invitees.map((i) => ({ userId: i.userId, status: statuses[i.userId] })),
        guests: guests
          .split("\n")
          .map((g) => g.trim())
          .filter(Boolean),
        outcomes: agenda.map((item) => ({ agendaItemId: item.id, text: outcomes[item.id] ?? "" })),
      };
      handleActionResult(await finishMeetingAction(meetingId, record), {
        success: "Reunião finalizada com sucesso",
        onSuccess: () => router.push(`/admin/meetings/${meetingId}`),
      });
    });
  };

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Card size="3">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              Presença
            </Heading>
            {invitees.length === 0 ? (
              <Text color="gray">Nenhum convidado.</Text>
            ) : (
              <Table.Root size="1">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Convidado</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Presença</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {invitees.map((invitee) => (
                    <Table.Row key={invitee.userId} align="center">
                      <Table.RowHeaderCell>{invitee.name}</Table.RowHeaderCell>
                      <Table.Cell>
                        <SegmentedControl.Root
                          size="1"
                          value={statuses[invitee.userId]}
                          aria-label={`Presença de ${invitee.name}`}
                          onValueChange={(value) =>
                            setStatuses((s) => ({
                              ...s,
                              [invitee.userId]: value as AttendanceStatus,
                            }))
                          }
                        >
                          {ATTENDANCE_STATUSES.map((status) => (
                            <SegmentedControl.Item key={status} value={status}>
                              {ATTENDANCE_LABELS[status]}
                            </SegmentedControl.Item>
                          ))}
                        </SegmentedControl.Root>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <Callout.Root
              role="status"
              color={result.reached === false ? "red" : result.reached ? "green" : "gray"}
            >
              <Callout.Text>
                {quorum
                  ? `Quórum (${quorumLabel(quorum)}): ${result.present} de ${result.required} presentes necessários — ${result.reached ? "atingido" : "não atingido"}`
                  : `Sem quórum definido. Presentes: ${result.present}`}
              </Callout.Text>
            </Callout.Root>
          </Flex>
        </Card>
        <Card size="3">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              <label htmlFor="finish-guests">Convidados externos</label>
            </Heading>
            <Text size="2" color="gray" id="finish-guests-hint">
              Um nome por linha.
            </Text>
            <TextArea
              id="finish-guests"
              aria-describedby="finish-guests-hint"
              value={guests}
              onChange={(e) => setGuests(e.target.value)}
              rows={3}
            />
          </Flex>
        </Card>
        {agenda.length > 0 && (
          <Card size="3">
            <Flex direction="column" gap="3">
              <Heading as="h2" size="4">
                Deliberações
              </Heading>
              {agenda.map((item, index) => (
                <Flex key={item.id} direction="column" gap="1">
                  <Text as="label" htmlFor={`outcome-${item.id}`} weight="medium">
                    {index + 1}. {item.title}
                  </Text>
                  <TextArea
                    id={`outcome-${item.id}`}
                    value={outcomes[item.id] ?? ""}
                    maxLength={5000}
                    onChange={(e) => setOutcomes((o) => ({ ...o, [item.id]: e.target.value }))}
                    rows={2}
                  />
                </Flex>
              ))}
            </Flex>
          </Card>
        )}
        <Flex gap="3">
          <SubmitButton loading={pending}>Finalizar reunião</SubmitButton>
        </Flex>
      </Flex>
    </form>
  );
}

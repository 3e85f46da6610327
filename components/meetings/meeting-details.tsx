import Link from "next/link";
import {
  Badge,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  Link as RadixLink,
  Table,
  Text,
} from "@radix-ui/themes";
import { LocalDateTime } from "@/components/local-date-time";
import { MeetingStatusBadge } from "@/components/meetings/meeting-table";
import type { MeetingRecords } from "@/lib/services/meetings/agenda";
import type { MeetingView } from "@/lib/validation/meeting";
import {
  attendanceLabel,
  quorumLabel,
  RSVP_LABELS,
  type RsvpAnswer,
} from "@/lib/validation/meeting-records";

export type MeetingDetail = MeetingView & MeetingRecords;

const RSVP_COLOR = { YES: "green", MAYBE: "amber", NO: "red" } as const;

export function RsvpBadge({ answer }: { answer: RsvpAnswer | null }) {
  return answer ? (
    <Badge color={RSVP_COLOR[answer]}>{RSVP_LABELS[answer]}</Badge>
  ) : (
    <Badge color="gray">Sem resposta</Badge>
  );
}

/** What one meeting holds, as its admin and collaborator pages show it. */
export function MeetingDetails({ meeting }: { meeting: MeetingDetail }) {
  const done = meeting.status === "DONE";
  const { quorumResult: result } = meeting;
  const counts = meeting.rsvpCounts;
  return (
    <Flex direction="column" gap="4">
      <Card>
        <DataList.Root size="2">
          <Item label="Data">
            <LocalDateTime value={meeting.date} />
          </Item>
          <Item label="Status">
            <MeetingStatusBadge status={meeting.status} />
          </Item>
          <Item label="Link">
            <RadixLink href={meeting.link} target="_blank" rel="noopener noreferrer">
              {meeting.link}
            </RadixLink>
          </Item>
          <Item label="Descrição">{meeting.description}</Item>
          <Item label="Quórum">
            {quorumLabel(meeting.quorum)}
            {done && result.reached !== null && (
              <>
                {" — "}
                {result.reached ? "atingido" : "não atingido"} ({result.present} presentes)
              </>
            )}
          </Item>
          {meeting.chairedBy && <Item label="Presidida por">{meeting.chairedBy}</Item>}
          {meeting.guests.length > 0 && (
            <Item label="Convidados externos">{meeting.guests.join(", ")}</Item>
          )}
        </DataList.Root>
      </Card>

      <Section title="Pauta">
        {meeting.agenda.length === 0 ? (
          <Text color="gray" size="2">
            Sem pauta.
          </Text>
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
            {meeting.agenda.map((item) => (
              <li key={item.id} style={{ marginBottom: "0.5rem" }}>
                <Text weight="medium">{item.title}</Text>
                {item.description && (
                  <Text as="p" size="2" color="gray">
                    {item.description}
                  </Text>
                )}
                {done && item.outcome && (
                  <Text as="p" size="2">
                    Deliberação: {item.outcome}
                  </Text>
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Participantes">
        <Text size="2" aria-label="Respostas ao convite">
          Vou: {counts.YES} · Talvez: {counts.MAYBE} · Não vou: {counts.NO} · Sem resposta:{" "}
          {counts.none}
        </Text>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Nome</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Resposta</Table.ColumnHeaderCell>
              {done && <Table.ColumnHeaderCell>Presença</Table.ColumnHeaderCell>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {meeting.UserMeeting.map((a) => (
              <Table.Row key={a.userId}>
                <Table.Cell>
                  {a.User.firstName} {a.User.lastName}
                </Table.Cell>
                <Table.Cell>
                  <RsvpBadge answer={a.rsvp} />
                </Table.Cell>
                {done && <Table.Cell>{attendanceLabel(a.attendance)}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>
    </Flex>
  );
}

/** 'Baixar ata (PDF)' once the meeting is finished. */
export function MinutesButton({ meeting }: { meeting: { id: number; status: string } }) {
  if (meeting.status !== "DONE") return null;
  return (
    <Button asChild>
      <a href={`/api/meetings/${meeting.id}/minutes.pdf`} download>
        Baixar ata (PDF)
      </a>
    </Button>
  );
}

export function BackToList({ href }: { href: string }) {
  return (
    <Button asChild variant="soft" color="gray">
      <Link href={href}>Voltar para a lista</Link>
    </Button>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {title}
        </Heading>
        {children}
      </Flex>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

import { Card, Flex, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import Link from "next/link";
import { LocalDateTime } from "@/components/local-date-time";
import type { OwnAttendance } from "@/lib/services/meetings/attendance";
import { attendanceLabel } from "@/lib/kinds/meeting-records";

/** 'Minhas presenças' on the collaborator's profile: finished meetings and their status. */
export function AttendanceHistory({ items }: { items: OwnAttendance[] }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Minhas presenças
        </Heading>
        {items.length === 0 ? (
          <Text color="gray" size="2">
            Nenhuma reunião finalizada ainda.
          </Text>
        ) : (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Reunião</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Data</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Presença</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => (
                <Table.Row key={item.meetingId}>
                  <Table.Cell>
                    <RadixLink asChild>
                      <Link href={`/collaborator/meetings/${item.meetingId}`}>{item.title}</Link>
                    </RadixLink>
                  </Table.Cell>
                  <Table.Cell>
                    <LocalDateTime value={item.date} />
                  </Table.Cell>
                  <Table.Cell>{attendanceLabel(item.attendance)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Flex>
    </Card>
  );
}

import { Button, Card, DataList, Flex, Link as RadixLink } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { FormScreen } from "@/components/form-screen";
import { LocalDateTime } from "@/components/local-date-time";
import { MeetingStatusBadge } from "@/components/meetings/meeting-table";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { getOwnMeeting } from "@/lib/services/meetings";

export const metadata: Metadata = { title: "Reunião" };

/** One meeting the collaborator attends: the page its notifications link to (another's → 404). */
export default async function CollaboratorMeetingPage(props: { params: Promise<{ id: string }> }) {
  const meeting = await orNotFound(
    getOwnMeeting(await pageActor(), pageId((await props.params).id)),
  );
  const attendees = meeting.UserMeeting.map((a) => `${a.User.firstName} ${a.User.lastName}`).join(
    ", ",
  );
  return (
    <FormScreen title={meeting.title}>
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
          <Item label="Participantes">{attendees}</Item>
        </DataList.Root>
      </Card>
      <Flex gap="3" wrap="wrap">
        <Button asChild>
          <a href={`/api/meetings/${meeting.id}/ics`}>Adicionar à agenda (.ics)</a>
        </Button>
        <Button asChild variant="soft" color="gray">
          <Link href="/collaborator/meetings?page=1&per_page=10">Voltar para a lista</Link>
        </Button>
      </Flex>
    </FormScreen>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import { FormScreen } from "@/components/form-screen";
import { BackToList, MeetingDetails, MinutesButton } from "@/components/meetings/meeting-details";
import { RsvpButtons } from "@/components/meetings/rsvp-buttons";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { getOwnMeeting } from "@/lib/services/meetings";
import { rsvpOpen } from "@/lib/kinds/meeting-records";

export const metadata: Metadata = { title: "Reunião" };

/** One meeting the collaborator attends: the page its notifications link to (another's → 404). */
export default async function CollaboratorMeetingPage(props: { params: Promise<{ id: string }> }) {
  const actor = await pageActor();
  const meeting = await orNotFound(getOwnMeeting(actor, pageId((await props.params).id)));
  const own = meeting.UserMeeting.find((a) => a.userId === actor.id);
  const open = rsvpOpen(meeting);
  return (
    <FormScreen title={meeting.title}>
      {open && (
        <Card>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              Você vai participar?
            </Heading>
            <RsvpButtons meetingId={meeting.id} answer={own?.rsvp ?? null} title={meeting.title} />
            <Text size="1" color="gray">
              Você pode mudar a resposta até o início da reunião.
            </Text>
          </Flex>
        </Card>
      )}
      <MeetingDetails meeting={meeting} />
      <Flex gap="3" wrap="wrap">
        <MinutesButton meeting={meeting} />
        <Button asChild variant={meeting.status === "DONE" ? "soft" : "solid"}>
          <a href={`/api/meetings/${meeting.id}/ics`}>Adicionar à agenda (.ics)</a>
        </Button>
        <BackToList href="/collaborator/meetings?page=1&per_page=10" />
      </Flex>
    </FormScreen>
  );
}

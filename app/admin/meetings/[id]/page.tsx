import { Button, Flex } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { FormScreen } from "@/components/form-screen";
import { BackToList, MeetingDetails, MinutesButton } from "@/components/meetings/meeting-details";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { getMeeting } from "@/lib/services/meetings";

export const metadata: Metadata = { title: "Reunião" };

/** One meeting (admin): answers, agenda, attendance once finished, and the minutes. */
export default async function AdminMeetingPage(props: { params: Promise<{ id: string }> }) {
  const meeting = await orNotFound(getMeeting(await pageActor(), pageId((await props.params).id)));
  const pending = meeting.status === "PENDING";
  return (
    <FormScreen title={meeting.title}>
      <MeetingDetails meeting={meeting} />
      <Flex gap="3" wrap="wrap">
        {pending && (
          <>
            <Button asChild>
              <Link href={`/admin/meetings/${meeting.id}/finish`}>Finalizar reunião</Link>
            </Button>
            <Button asChild variant="soft">
              <Link href={`/admin/meetings/${meeting.id}/e`}>Editar reunião</Link>
            </Button>
          </>
        )}
        <MinutesButton meeting={meeting} />
        <BackToList href="/admin/meetings?page=1&per_page=10" />
      </Flex>
    </FormScreen>
  );
}

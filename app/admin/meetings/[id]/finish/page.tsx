import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormScreen } from "@/components/form-screen";
import { FinishMeetingForm } from "@/components/meetings/finish-form";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { getMeeting } from "@/lib/services/meetings";

export const metadata: Metadata = { title: "Finalizar reunião" };

/** 'Finalizar reunião': attendance, guests and the outcome of each agenda item. */
export default async function FinishMeetingPage(props: { params: Promise<{ id: string }> }) {
  const meeting = await orNotFound(getMeeting(await pageActor(), pageId((await props.params).id)));
  if (meeting.status !== "PENDING") notFound();
  return (
    <FormScreen title={`Finalizar reunião: ${meeting.title}`}>
      <FinishMeetingForm
        meetingId={meeting.id}
        invitees={meeting.UserMeeting.map((a) => ({
          userId: a.userId,
          name: `${a.User.firstName} ${a.User.lastName}`,
        }))}
        agenda={meeting.agenda.map(({ id, title }) => ({ id, title }))}
        quorum={meeting.quorum}
      />
    </FormScreen>
  );
}

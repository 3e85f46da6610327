import type { Metadata } from "next";
import { FormScreen } from "@/components/form-screen";
import { MeetingForm } from "@/components/meetings/meeting-form";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { getMeeting } from "@/lib/services/meetings";

export const metadata: Metadata = { title: "Editar reunião" };

export default async function EditMeetingPage(props: { params: Promise<{ id: string }> }) {
  const actor = await pageActor();
  const id = pageId((await props.params).id);
  const [meeting, { users = [] }] = await Promise.all([orNotFound(getMeeting(actor, id)), autocomplete(actor, { fields: "users" })]);
  return (
    <FormScreen title="Editar reunião">
      <MeetingForm
        defaults={{ ...meeting, users: meeting.UserMeeting.map((a) => a.userId) }}
        users={users}
        meetingId={meeting.id}
        successMessage="Reunião editada com sucesso"
        redirectTo="/admin/meetings?page=1&per_page=10"
      />
    </FormScreen>
  );
}

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
  const meeting = await orNotFound(getMeeting(actor, id));
  const ids = meeting.UserMeeting.map((a) => a.userId);
  // Only the attendees' names: other users are searched as the admin types.
  const { users = [] } = ids.length
    ? await autocomplete(actor, { fields: "users", ids: ids.join(",") })
    : {};
  return (
    <FormScreen title="Editar reunião">
      <MeetingForm
        defaults={{ ...meeting, users: ids }}
        attendees={users}
        meetingId={meeting.id}
        seriesOccurrence={meeting.seriesId !== null}
        successMessage="Reunião editada com sucesso"
        redirectTo="/admin/meetings?page=1&per_page=10"
      />
    </FormScreen>
  );
}

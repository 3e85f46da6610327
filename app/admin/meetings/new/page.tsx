import type { Metadata } from "next";
import { FormScreen } from "@/components/form-screen";
import { MeetingForm } from "@/components/meetings/meeting-form";
import { pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";

export const metadata: Metadata = { title: "Nova reunião" };

export default async function NewMeetingPage() {
  const actor = await pageActor();
  const { users = [] } = await autocomplete(actor, { fields: "users" });
  return (
    <FormScreen title="Nova reunião">
      <MeetingForm users={users} successMessage="Reunião marcada!" redirectTo="/admin/meetings?page=1&per_page=10" />
    </FormScreen>
  );
}

import type { Metadata } from "next";
import { FormScreen } from "@/components/form-screen";
import { MeetingForm } from "@/components/meetings/meeting-form";

export const metadata: Metadata = { title: "Nova reunião" };

export default function NewMeetingPage() {
  return (
    <FormScreen title="Nova reunião">
      <MeetingForm
        successMessage="Reunião marcada!"
        redirectTo="/admin/meetings?page=1&per_page=10"
      />
    </FormScreen>
  );
}

import type { Metadata } from "next";
import { ListScreen } from "@/components/list/list-screen";
import { MeetingTable } from "@/components/meetings/meeting-table";
import { listPageQuery } from "@/lib/server/list-page";
import { pageActor } from "@/lib/server/page";
import { listOwnMeetings } from "@/lib/services/meetings";
import { meetingListQuerySchema } from "@/lib/validation/meeting";

export const metadata: Metadata = { title: "Reuniões" };

/** The meetings the collaborator is assigned to. */
export default async function CollaboratorMeetingsPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await listPageQuery("/collaborator/meetings", props.searchParams, meetingListQuerySchema);
  const list = await listOwnMeetings(await pageActor(), query);
  return (
    <ListScreen title="Reuniões" empty="Nenhuma reunião encontrada">
      <MeetingTable data={list.data} meta={list.meta} />
    </ListScreen>
  );
}

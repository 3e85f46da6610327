import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ListScreen } from "@/components/list/list-screen";
import { MeetingTable } from "@/components/meetings/meeting-table";
import { parseListParams, withDefaultPaging } from "@/lib/client/list-url";
import { pageActor } from "@/lib/server/page";
import { listOwnMeetings } from "@/lib/services/meetings";
import { meetingListQuerySchema } from "@/lib/validation/meeting";

export const metadata: Metadata = { title: "Reuniões" };

type SearchParams = Record<string, string | string[] | undefined>;

/** The meetings the collaborator is assigned to. */
export default async function CollaboratorMeetingsPage(props: { searchParams: Promise<SearchParams> }) {
  const searchParams = await props.searchParams;
  const fixed = withDefaultPaging(searchParams);
  if (fixed) redirect(`/collaborator/meetings?${fixed}`);
  const actor = await pageActor();
  const list = await listOwnMeetings(actor, parseListParams(meetingListQuerySchema, searchParams));
  return (
    <ListScreen title="Reuniões">
      <MeetingTable data={list.data} meta={list.meta} />
    </ListScreen>
  );
}

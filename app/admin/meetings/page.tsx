import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ListScreen } from "@/components/list/list-screen";
import { AdminMeetingsTable } from "@/components/meetings/admin-meetings-table";
import { MeetingFilters } from "@/components/meetings/meeting-filters";
import { parseListParams, withDefaultPaging } from "@/lib/client/list-url";
import { pageActor } from "@/lib/server/page";
import { listMeetings } from "@/lib/services/meetings";
import { meetingListQuerySchema } from "@/lib/validation/meeting";
import { cancelMeetingAction, finishMeetingAction } from "./actions";

export const metadata: Metadata = { title: "Reuniões" };

type SearchParams = Record<string, string | string[] | undefined>;

export default async function MeetingsPage(props: { searchParams: Promise<SearchParams> }) {
  const searchParams = await props.searchParams;
  const fixed = withDefaultPaging(searchParams);
  if (fixed) redirect(`/admin/meetings?${fixed}`);
  const actor = await pageActor();
  const list = await listMeetings(actor, parseListParams(meetingListQuerySchema, searchParams));
  return (
    <ListScreen title="Reuniões" create={{ href: "/admin/meetings/new", label: "Criar reunião" }}>
      <MeetingFilters />
      <AdminMeetingsTable data={list.data} meta={list.meta} finish={finishMeetingAction} cancel={cancelMeetingAction} />
    </ListScreen>
  );
}

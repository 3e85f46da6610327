import type { Metadata } from "next";
import { ListScreen } from "@/components/list/list-screen";
import { AdminMeetingsTable } from "@/components/meetings/admin-meetings-table";
import { MeetingFilters } from "@/components/meetings/meeting-filters";
import { listPageQuery } from "@/lib/server/list-page";
import { pageActor } from "@/lib/server/page";
import { listMeetings } from "@/lib/services/meetings";
import { meetingListQuerySchema } from "@/lib/validation/meeting";

export const metadata: Metadata = { title: "Reuniões" };

export default async function MeetingsPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await listPageQuery("/admin/meetings", props.searchParams, meetingListQuerySchema);
  const list = await listMeetings(await pageActor(), query);
  return (
    <ListScreen title="Reuniões" empty="Nenhuma reunião encontrada" create={{ href: "/admin/meetings/new", label: "Criar reunião" }} exportHref="/api/meetings/export">
      <MeetingFilters />
      <AdminMeetingsTable data={list.data} meta={list.meta} />
    </ListScreen>
  );
}

import type { Metadata } from "next";
import { ListScreen } from "@/components/list/list-screen";
import { AdminMeetingsTable } from "@/components/meetings/admin-meetings-table";
import { MeetingFilters } from "@/components/meetings/meeting-filters";
import { listPageQuery } from "@/lib/server/list-page";
import { pageActor } from "@/lib/server/page";
import { listMeetings } from "@/lib/services/meetings";
import { meetingListQuerySchema, type MeetingListQuery } from "@/lib/validation/meeting";
import type { Actor } from "@/lib/core/actor";
import { StreamedRows } from "@/components/list/streamed-rows";

export const metadata: Metadata = { title: "Reuniões" };

export default async function MeetingsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await listPageQuery("/admin/meetings", props.searchParams, meetingListQuerySchema);
  const actor = await pageActor();
  return (
    <ListScreen
      title="Reuniões"
      empty="Nenhuma reunião encontrada"
      create={{ href: "/admin/meetings/new", label: "Criar reunião" }}
      exportHref="/api/meetings/export"
    >
      <MeetingFilters />
      <StreamedRows query={query}>
        <MeetingRows actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function MeetingRows({ actor, query }: { actor: Actor; query: MeetingListQuery }) {
  const list = await listMeetings(actor, query);
  return <AdminMeetingsTable data={list.data} meta={list.meta} />;
}

import type { Metadata } from "next";
import { ListScreen } from "@/components/list/list-screen";
import { CollaboratorMeetingsTable } from "@/components/meetings/collaborator-meetings-table";
import { listPageQuery } from "@/lib/server/list-page";
import { pageActor } from "@/lib/server/page";
import { listOwnMeetings } from "@/lib/services/meetings";
import { meetingListQuerySchema, type MeetingListQuery } from "@/lib/validation/meeting";
import type { Actor } from "@/lib/core/actor";
import { StreamedRows } from "@/components/list/streamed-rows";

export const metadata: Metadata = { title: "Reuniões" };

/** The meetings the collaborator is assigned to. */
export default async function CollaboratorMeetingsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await listPageQuery(
    "/collaborator/meetings",
    props.searchParams,
    meetingListQuerySchema,
  );
  const actor = await pageActor();
  return (
    <ListScreen title="Reuniões" empty="Nenhuma reunião encontrada">
      <StreamedRows query={query}>
        <OwnMeetingRows actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function OwnMeetingRows({ actor, query }: { actor: Actor; query: MeetingListQuery }) {
  const list = await listOwnMeetings(actor, query);
  // Each row carries only the collaborator's own answer.
  const data = list.data.map(({ UserMeeting, ...row }) => ({
    ...row,
    myRsvp: UserMeeting.find((a) => a.userId === actor.id)?.rsvp ?? null,
  }));
  return <CollaboratorMeetingsTable data={data} meta={list.meta} />;
}

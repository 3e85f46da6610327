"use client";

import Link from "next/link";
import { Flex, Link as RadixLink } from "@radix-ui/themes";
import type { ColumnDef } from "@/components/data-table";
import { rsvpOpen, type RsvpAnswer } from "@/lib/kinds/meeting-records";
import type { PageMeta } from "@/lib/validation/list";
import { MeetingTable, type MeetingRow } from "./meeting-table";
import { RsvpButtons } from "./rsvp-buttons";

type OwnMeetingRow = MeetingRow & { myRsvp: RsvpAnswer | null };

/** 'Sua resposta': the RSVP buttons while the meeting is ahead, and a link to its page. */
const answerColumn: ColumnDef<MeetingRow> = {
  id: "rsvp",
  header: "Sua resposta",
  meta: { nowrap: true },
  cell: ({ row }) => {
    const meeting = row.original as OwnMeetingRow;
    const open = rsvpOpen(meeting);
    return (
      <Flex direction="column" gap="1">
        {open && (
          <RsvpButtons
            meetingId={meeting.id}
            answer={meeting.myRsvp}
            title={meeting.title}
            size="1"
          />
        )}
        <RadixLink asChild size="1">
          <Link href={`/collaborator/meetings/${meeting.id}`}>Ver reunião</Link>
        </RadixLink>
      </Flex>
    );
  },
};

/** The collaborator's meetings: the shared columns and their own answer. */
export function CollaboratorMeetingsTable({
  data,
  meta,
}: {
  data: OwnMeetingRow[];
  meta: PageMeta;
}) {
  return <MeetingTable data={data} meta={meta} extraColumns={[answerColumn]} />;
}

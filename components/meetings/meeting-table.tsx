"use client";

import { Badge, Link as RadixLink } from "@radix-ui/themes";
import {
  DataTable,
  rowActionsColumn,
  type ColumnDef,
  type RowAction,
} from "@/components/data-table";
import { LocalDateTime } from "@/components/local-date-time";
import type { PageMeta } from "@/lib/validation/list";
import type { MeetingView } from "@/lib/validation/meeting";
import { MEETING_SORTS, MEETING_STATUS_LABELS, type MeetingStatus } from "@/lib/kinds/meeting";

export type MeetingRow = Omit<MeetingView, "UserMeeting">;

const STATUS_COLOR = { PENDING: "amber", DONE: "green", CANCELED: "red" } as const;

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  return <Badge color={STATUS_COLOR[status]}>{MEETING_STATUS_LABELS[status]}</Badge>;
}

/** The columns of spec §3, the same for the admin and the collaborator. */
const columns: ColumnDef<MeetingRow>[] = [
  { id: "title", accessorKey: "title", header: "Título", meta: { truncate: true } },
  { id: "description", accessorKey: "description", header: "Descrição", meta: { truncate: true } },
  {
    id: "date",
    header: "Data",
    meta: { nowrap: true },
    cell: ({ row }) => <LocalDateTime value={row.original.date} />,
  },
  {
    id: "link",
    header: "Link",
    meta: { truncate: true },
    cell: ({ row }) => (
      <RadixLink
        href={row.original.link}
        target="_blank"
        rel="noopener noreferrer"
        title={row.original.link}
      >
        {row.original.link}
      </RadixLink>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { nowrap: true },
    cell: ({ row }) => <MeetingStatusBadge status={row.original.status} />,
  },
  {
    id: "createdAt",
    header: "Criada em",
    meta: { nowrap: true },
    cell: ({ row }) => <LocalDateTime value={row.original.createdAt} dateOnly />,
  },
  {
    id: "updatedAt",
    header: "Atualizada em",
    meta: { nowrap: true },
    cell: ({ row }) => <LocalDateTime value={row.original.updatedAt} dateOnly />,
  },
];

/** A meetings table; `actionsFor` adds the row menu (admin). */
export function MeetingTable({
  data,
  meta,
  actionsFor,
  extraColumns = [],
}: {
  data: MeetingRow[];
  meta: PageMeta;
  actionsFor?: (meeting: MeetingRow) => RowAction[];
  /** Columns after the shared ones (the collaborator's answer). */
  extraColumns?: ColumnDef<MeetingRow>[];
}) {
  const all = [...columns, ...extraColumns];
  return (
    <DataTable
      columns={actionsFor ? [...all, rowActionsColumn(actionsFor)] : all}
      data={data}
      meta={meta}
      sorts={MEETING_SORTS}
    />
  );
}

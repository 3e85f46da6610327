/**
 * The meetings' statuses, labels and sorts. No zod here: the list's client components (filters,
 * table) import these, and the schemas (lib/validation/meeting.ts) would weigh on their first load.
 */
export const MEETING_STATUSES = ["PENDING", "DONE", "CANCELED"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  PENDING: "Pendente",
  DONE: "Realizada",
  CANCELED: "Cancelada",
};

export const MEETING_FILTER_STATUSES = ["ALL", ...MEETING_STATUSES] as const;
export const MEETING_STATUS_OPTIONS = [
  { value: "ALL", label: "Todos" },
  ...MEETING_STATUSES.map((status) => ({ value: status, label: MEETING_STATUS_LABELS[status] })),
];

export const MEETING_SORTS = [
  "title",
  "description",
  "date",
  "link",
  "status",
  "createdAt",
  "updatedAt",
] as const;

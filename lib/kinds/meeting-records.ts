/**
 * RSVP answers, attendance statuses and the quorum rule of meetings. No zod here: the client
 * screens (finish screen, RSVP buttons) import these.
 */
export const RSVP_ANSWERS = ["YES", "MAYBE", "NO"] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];
export const RSVP_LABELS: Record<RsvpAnswer, string> = {
  YES: "Vou",
  MAYBE: "Talvez",
  NO: "Não vou",
};

export const ATTENDANCE_STATUSES = ["PRESENT", "ABSENT", "EXCUSED"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  PRESENT: "Presente",
  ABSENT: "Ausente",
  EXCUSED: "Ausência justificada",
};

/** 'Presente' … or 'Não registrada' (finished without an attendance list). */
export const attendanceLabel = (status: AttendanceStatus | null) =>
  status ? ATTENDANCE_LABELS[status] : "Não registrada";

export const QUORUM_KINDS = ["COUNT", "PERCENT"] as const;
export type QuorumKind = (typeof QUORUM_KINDS)[number];
/** A number of invitees, or a percentage of them, who must be present. */
export type Quorum = { kind: QuorumKind; value: number };

export type QuorumResult = {
  /** Invitees who must be present; null when the meeting sets no quorum. */
  required: number | null;
  present: number;
  /** null when the meeting sets no quorum. */
  reached: boolean | null;
};

/**
 * Whether a quorum is reached: only invitees marked present count (excused ones do not, nor do
 * guests); a percentage of the invitees is rounded up (50 % of 5 needs 3).
 */
export function quorumOf(
  quorum: Quorum | null,
  invitees: number,
  statuses: readonly (AttendanceStatus | null)[],
): QuorumResult {
  const present = statuses.filter((s) => s === "PRESENT").length;
  if (!quorum) return { required: null, present, reached: null };
  const required =
    quorum.kind === "COUNT" ? quorum.value : Math.floor((quorum.value * invitees + 99) / 100);
  return { required, present, reached: present >= required };
}

/** 'Quórum: 3 participantes' / 'Quórum: 50% dos convidados'. */
export function quorumLabel(quorum: Quorum | null): string {
  if (!quorum) return "Sem quórum definido";
  return quorum.kind === "COUNT"
    ? `${quorum.value} ${quorum.value === 1 ? "participante" : "participantes"}`
    : `${quorum.value}% dos convidados`;
}

/** Answers are taken while the meeting is pending and has not started. */
export const rsvpOpen = (meeting: { status: string; date: string }, now = Date.now()) =>
  meeting.status === "PENDING" && new Date(meeting.date).getTime() > now;

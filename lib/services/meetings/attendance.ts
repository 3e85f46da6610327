import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { meetingAgendaItems, meetings, meetingUsers } from "@/db/schema";
import { requireEmployee, type Actor } from "@/lib/core/actor";
import { badRequest } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { attendeesOf } from "@/lib/services/notifications/events";
import {
  ATTENDANCE_STATUSES,
  finishSchema,
  type AttendanceStatus,
  type FinishInput,
} from "@/lib/validation/meeting-records";
import { agendaOf } from "./agenda";

const invalid = (field: string, message: string) =>
  badRequest("Dados inválidos", { [field]: [message] });

/** The finish body (none: `{}`, the finish as it always was). */
export const parseFinish = (body: unknown): FinishInput => parseWith(finishSchema, body ?? {});

/**
 * Writes the attendance, guests and outcomes sent with a finish, in the finish's transaction
 * (the meeting already moved to DONE there): a bad id throws and the finish does not happen.
 * Returns the invitees marked present.
 */
export async function recordFinish(
  tx: Executor,
  meetingId: number,
  input: FinishInput,
): Promise<number[]> {
  let present: number[] = [];
  if (input.attendance) {
    const invitees = new Set(await attendeesOf(tx, meetingId));
    const seen = new Set<number>();
    for (const { userId } of input.attendance) {
      if (!invitees.has(userId))
        throw invalid("attendance", `O usuário ${userId} não é convidado desta reunião`);
      if (seen.has(userId)) throw invalid("attendance", `O usuário ${userId} aparece duas vezes`);
      seen.add(userId);
    }
    if (seen.size !== invitees.size)
      throw invalid("attendance", "Informe a presença de todos os convidados");
    for (const status of ATTENDANCE_STATUSES) {
      const ids = input.attendance.filter((a) => a.status === status).map((a) => a.userId);
      if (!ids.length) continue;
      await tx
        .update(meetingUsers)
        .set({ attendance: status })
        .where(and(eq(meetingUsers.meetingId, meetingId), inArray(meetingUsers.userId, ids)));
      if (status === "PRESENT") present = ids;
    }
  }
  if (input.guests)
    await tx
      .update(meetings)
      .set({ guests: [...new Set(input.guests)] })
      .where(eq(meetings.id, meetingId));
  if (input.outcomes) {
    const agenda = new Set((await agendaOf(tx, meetingId)).map((item) => item.id));
    const seen = new Set<number>();
    for (const { agendaItemId } of input.outcomes) {
      if (!agenda.has(agendaItemId))
        throw invalid("outcomes", `O item ${agendaItemId} não pertence à pauta desta reunião`);
      if (seen.has(agendaItemId))
        throw invalid("outcomes", `O item ${agendaItemId} aparece duas vezes`);
      seen.add(agendaItemId);
    }
    for (const { agendaItemId, text } of input.outcomes)
      await tx
        .update(meetingAgendaItems)
        .set({ outcome: text || null })
        .where(eq(meetingAgendaItems.id, agendaItemId));
  }
  return present;
}

export type OwnAttendance = {
  meetingId: number;
  title: string;
  date: string;
  attendance: AttendanceStatus | null;
};

/** The collaborator's own attendance at finished meetings, newest first (their profile). */
export async function ownAttendance(actor: Actor, limit = 50): Promise<OwnAttendance[]> {
  requireEmployee(actor);
  const db = await getDb();
  const rows = await db
    .select({
      meetingId: meetings.id,
      title: meetings.title,
      date: meetings.date,
      attendance: meetingUsers.attendance,
    })
    .from(meetingUsers)
    .innerJoin(meetings, eq(meetings.id, meetingUsers.meetingId))
    .where(and(eq(meetingUsers.userId, actor.id), eq(meetings.status, "DONE")))
    .orderBy(desc(meetings.date), desc(meetings.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, date: r.date.toISOString() }));
}

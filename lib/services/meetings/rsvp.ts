import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { meetings, meetingUsers } from "@/db/schema";
import { requireEmployee, type Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { rsvpSchema, type RsvpAnswer } from "@/lib/validation/meeting-records";

/**
 * `PUT /api/collaborator/meetings/{id}/rsvp`: an invitee answers 'Vou', 'Talvez' or 'Não vou'
 * and may change the answer until the meeting starts. A meeting they are not invited to is a
 * 404, like any foreign record.
 */
export async function answerRsvp(
  actor: Actor,
  id: number,
  body: unknown,
  now = new Date(),
): Promise<{ answer: RsvpAnswer }> {
  requireEmployee(actor);
  const { answer } = parseWith(rsvpSchema, body ?? {});
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: meetings.status, date: meetings.date })
      .from(meetings)
      .innerJoin(
        meetingUsers,
        and(eq(meetingUsers.meetingId, meetings.id), eq(meetingUsers.userId, actor.id)),
      )
      .where(eq(meetings.id, id))
      // The meeting's row, so a finish or a move racing the answer sees it or waits for it.
      .for("share", { of: meetings });
    if (!row) throw notFound("Reunião não encontrada");
    if (row.status !== "PENDING")
      throw conflict("Não é possível responder: a reunião foi finalizada ou cancelada");
    if (row.date.getTime() <= now.getTime())
      throw conflict("Não é possível responder: a reunião já começou");
    await tx
      .update(meetingUsers)
      .set({ rsvp: answer, rsvpAt: now })
      .where(and(eq(meetingUsers.meetingId, id), eq(meetingUsers.userId, actor.id)));
    return { answer };
  });
}

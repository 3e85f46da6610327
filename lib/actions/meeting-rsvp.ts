"use server";

import { parseId } from "@/lib/core/input";
import { runAction } from "@/lib/server/action";
import { answerRsvp } from "@/lib/services/meetings/rsvp";

/** 'Vou', 'Talvez', 'Não vou' (collaborator); the service checks the invitation and the time. */
export async function answerRsvpAction(id: number, answer: unknown) {
  return runAction((actor) => answerRsvp(actor, parseId(id), { answer }));
}

"use server";

import { runAction } from "@/lib/server/action";
import { parseId } from "@/lib/core/input";
import {
  cancelMeeting,
  createMeeting,
  finishMeeting,
  updateMeeting,
} from "@/lib/services/meetings";

/** Server actions of the admin meeting screens; the services check who may call them. */

const idOf = (id: number) => parseId(id);

export async function createMeetingAction(input: unknown) {
  return runAction((actor) => createMeeting(actor, input));
}

export async function updateMeetingAction(id: number, input: unknown, scope?: unknown) {
  return runAction((actor) => updateMeeting(actor, idOf(id), input, scope));
}

/** 'Finalizar reunião': from the row menu without a record, or the finish screen with one. */
export async function finishMeetingAction(id: number, record?: unknown) {
  return runAction((actor) => finishMeeting(actor, idOf(id), record));
}

export async function cancelMeetingAction(id: number, scope?: unknown) {
  return runAction((actor) => cancelMeeting(actor, idOf(id), scope));
}

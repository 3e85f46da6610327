"use server";

import { runAction } from "@/lib/server/action";
import { calendarFeedUrl, regenerateCalendarFeed } from "@/lib/services/notifications/calendar";
import { listNotifications, markNotificationsRead } from "@/lib/services/notifications/inbox";
import { retryEmail } from "@/lib/services/notifications/failures";
import { setEmailPreferences } from "@/lib/services/notifications/preferences";
import { parseId } from "@/lib/core/input";

/** The bell: the unread count and the latest notifications. */
export async function latestNotificationsAction() {
  return runAction((actor) => listNotifications(actor, { per_page: "8" }));
}

/** Mark read: `{ ids: [...] }` or `{ all: true }`. */
export async function markNotificationsReadAction(body: unknown) {
  return runAction((actor) => markNotificationsRead(actor, body));
}

export async function saveEmailPreferencesAction(values: unknown) {
  return runAction((actor) => setEmailPreferences(actor, values));
}

export async function calendarFeedUrlAction() {
  return runAction((actor) => calendarFeedUrl(actor));
}

/** 'Gerar novo link': the old feed URL stops working. */
export async function regenerateCalendarFeedAction() {
  return runAction((actor) => regenerateCalendarFeed(actor));
}

/** 'Reenviar' (admin): a failed e-mail is due again at once. */
export async function retryEmailAction(id: number) {
  return runAction((actor) => retryEmail(actor, parseId(id)));
}

import "server-only";
import type { Actor } from "@/lib/core/actor";
import { mailConfig } from "@/lib/core/env";
import { calendarFeedUrl } from "@/lib/services/notifications/calendar";
import { getEmailPreferences } from "@/lib/services/notifications/preferences";

/** What the Settings pages hand to `NotificationSettings`. */
export async function notificationSettingsProps(actor: Actor) {
  const [preferences, feedUrl] = await Promise.all([
    getEmailPreferences(actor),
    calendarFeedUrl(actor),
  ]);
  return { preferences, feedUrl, mailEnabled: Boolean(mailConfig()) };
}

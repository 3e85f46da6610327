import { Flex } from "@radix-ui/themes";
import type { EmailPreferences } from "@/lib/validation/notifications";
import { CalendarFeedSection } from "./calendar-feed";
import { EmailPreferencesSection } from "./email-preferences";

/** The notification part of either area's Settings page (server component). */
export function NotificationSettings({
  preferences,
  feedUrl,
  mailEnabled,
}: {
  preferences: EmailPreferences;
  feedUrl: string;
  mailEnabled: boolean;
}) {
  return (
    <Flex direction="column" gap="4">
      <EmailPreferencesSection initial={preferences} mailEnabled={mailEnabled} />
      <CalendarFeedSection initialUrl={feedUrl} />
    </Flex>
  );
}

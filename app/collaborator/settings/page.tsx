import { Flex, Heading } from "@radix-ui/themes";
import type { Metadata } from "next";
import { AccountSecurity } from "@/components/account/account-security";
import { NotificationSettings } from "@/components/notifications/notification-settings";
import { notificationSettingsProps } from "@/lib/server/notification-settings";
import { pageActor } from "@/lib/server/page";

export const metadata: Metadata = { title: "Configurações" };

/** /collaborator/settings: notification preferences and the calendar feed. */
export default async function CollaboratorSettingsPage() {
  const actor = await pageActor();
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Configurações
      </Heading>
      <AccountSecurity />
      <NotificationSettings {...await notificationSettingsProps(actor)} />
    </Flex>
  );
}

import { Flex, Heading } from "@radix-ui/themes";
import type { Metadata } from "next";
import { AccountSecurity } from "@/components/account/account-security";
import { PasskeysCard } from "@/components/account/passkeys-card";
import { listOwnPasskeys } from "@/lib/services/passkeys";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { twoFactorCardProps } from "@/lib/server/two-factor-settings";
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
      <TwoFactorCard {...await twoFactorCardProps(actor)} />
      <PasskeysCard passkeys={await listOwnPasskeys(actor)} />
      <NotificationSettings {...await notificationSettingsProps(actor)} />
    </Flex>
  );
}

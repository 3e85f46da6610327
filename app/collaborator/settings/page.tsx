import { Flex, Heading } from "@radix-ui/themes";
import type { Metadata } from "next";
import { AccountSecurity } from "@/components/account/account-security";
import { pageActor } from "@/lib/server/page";

export const metadata: Metadata = { title: "Configurações" };

/** /collaborator/settings: the collaborator's password and sessions. */
export default async function CollaboratorSettingsPage() {
  await pageActor();
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Configurações
      </Heading>
      <AccountSecurity />
    </Flex>
  );
}

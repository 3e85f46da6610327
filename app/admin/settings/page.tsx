import { Flex, Heading, Tabs, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import { AccountSecurity } from "@/components/account/account-security";
import { PasskeysCard } from "@/components/account/passkeys-card";
import { listOwnPasskeys } from "@/lib/services/passkeys";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { TwoFactorRuleCard } from "@/components/settings/two-factor-rule";
import { OrganizationNameCard } from "@/components/settings/organization-name";
import { MeetingRemindersCard } from "@/components/settings/meeting-reminders";
import { ApprovalPoliciesCard } from "@/components/settings/approval-policies";
import { getFinancePolicies } from "@/lib/services/finance/policies";
import { twoFactorCardProps } from "@/lib/server/two-factor-settings";
import { getOrganizationSettings } from "@/lib/services/organization-settings";
import { TypeListEditor } from "@/components/finance/type-list-editor";
import { Integrations } from "@/components/integrations/integrations";
import { EmailFailures } from "@/components/notifications/email-failures";
import { NotificationSettings } from "@/components/notifications/notification-settings";
import { integrationsProps } from "@/lib/server/integrations-settings";
import { notificationSettingsProps } from "@/lib/server/notification-settings";
import { pageActor } from "@/lib/server/page";
import { listFinanceTypes } from "@/lib/services/finance/type-lists";
import { listEmailFailures } from "@/lib/services/notifications/failures";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";

export const metadata: Metadata = { title: "Configurações" };

/**
 * /admin/settings: the three finance type lists, the admin's own password and sessions,
 * notifications, the calendar feed, e-mail failures, integrations (API tokens, webhooks).
 */
export default async function SettingsPage() {
  const actor = await pageActor();
  const organization = await getOrganizationSettings();
  const lists = await Promise.all(
    FINANCE_KINDS.map(async (kind) => ({ kind, types: await listFinanceTypes(actor, kind) })),
  );
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Configurações
      </Heading>
      <Text color="gray" size="2">
        Tipos oferecidos nos pagamentos, solicitações de pagamento e reembolsos. Um tipo desativado
        deixa de ser oferecido, mas os itens que já o usam mantêm o nome.
      </Text>
      {/* One list at a time: inactive tabs are not rendered, so their field ids never clash. */}
      <Tabs.Root defaultValue="payment">
        <Tabs.List>
          {FINANCE_KINDS.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {FINANCE[kind].text.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {lists.map(({ kind, types }) => (
          <Tabs.Content key={kind} value={kind} mt="4">
            <TypeListEditor kind={kind} types={types} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Heading as="h2" size="5" mt="4">
        Minha conta
      </Heading>
      <AccountSecurity />
      <TwoFactorCard {...await twoFactorCardProps(actor)} />
      <PasskeysCard passkeys={await listOwnPasskeys(actor)} />
      <NotificationSettings {...await notificationSettingsProps(actor)} />
      <EmailFailures failures={(await listEmailFailures(actor, { per_page: 50 })).data} />
      <Integrations {...await integrationsProps(actor)} />
      <Heading as="h2" size="5" mt="4">
        Financeiro
      </Heading>
      <ApprovalPoliciesCard
        policies={await getFinancePolicies(actor)}
        types={
          Object.fromEntries(lists.map(({ kind, types }) => [kind, types])) as Record<
            FinanceKind,
            (typeof lists)[number]["types"]
          >
        }
      />
      <Heading as="h2" size="5" mt="4">
        Organização
      </Heading>
      <OrganizationNameCard name={organization.name} />
      <TwoFactorRuleCard rule={organization.twoFactorRequired} />
      <MeetingRemindersCard hours={organization.meetingReminderHours} />
    </Flex>
  );
}

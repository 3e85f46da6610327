import { Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { HomeCard } from "@/components/home-card";
import { FinanceStatusBadge } from "@/components/finance/status-badge";
import { LocalDateTime } from "@/components/local-date-time";
import { PixReviewNotice } from "@/components/users/pix-review-notice";
import { listHref } from "@/components/shell/navigation";
import { formatBRL } from "@/lib/format";
import { pageActor } from "@/lib/server/page";
import { collaboratorHome } from "@/lib/services/collaborator-home";
import { FINANCE, FINANCE_KINDS } from "@/lib/kinds/finance";

export const metadata: Metadata = { title: "Início" };

/** `/collaborator/home`: what is waiting, what was decided, what comes next. */
export default async function CollaboratorHomePage() {
  const home = await collaboratorHome(await pageActor());
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="7">
        Início
      </Heading>
      {home.pixKeyNeedsReview ? <PixReviewNotice /> : null}
      <Grid columns={{ initial: "1", md: "3" }} gap="4">
        {FINANCE_KINDS.map((kind) => (
          <HomeCard key={kind} title={`${FINANCE[kind].text.title} pendentes`} gap="1">
            <Text size="6" weight="bold">
              {home.pending[kind].count}
            </Text>
            <Text size="2" color="gray">
              Total: {formatBRL(Number(home.pending[kind].total))}
            </Text>
            <RadixLink asChild size="2">
              <Link href={listHref(`/collaborator/${FINANCE[kind].segment}`)}>
                Ver {FINANCE[kind].text.title.toLowerCase()}
              </Link>
            </RadixLink>
          </HomeCard>
        ))}
      </Grid>
      <Grid columns={{ initial: "1", md: "2" }} gap="4">
        <HomeCard title="Últimas decisões">
          {home.decisions.length ? (
            home.decisions.map((decision) => (
              <Flex
                key={`${decision.kind}-${decision.id}-${decision.at}`}
                direction="column"
                gap="1"
              >
                <Text size="2">
                  {FINANCE[decision.kind].text.singular} ·{" "}
                  <RadixLink asChild>
                    <Link href={`/collaborator/${FINANCE[decision.kind].segment}/${decision.id}`}>
                      {decision.description}
                    </Link>
                  </RadixLink>{" "}
                  <FinanceStatusBadge status={decision.to} />
                </Text>
                <Text size="1" color="gray">
                  <LocalDateTime value={decision.at} />
                  {decision.reason ? ` · Motivo: ${decision.reason}` : ""}
                </Text>
              </Flex>
            ))
          ) : (
            <Text size="2" color="gray">
              Nenhuma decisão ainda.
            </Text>
          )}
        </HomeCard>
        <HomeCard title="Próximas reuniões">
          {home.meetings.length ? (
            home.meetings.map((meeting) => (
              <Text key={meeting.id} size="2">
                <LocalDateTime value={meeting.date} /> ·{" "}
                <RadixLink href={meeting.link} target="_blank" rel="noopener noreferrer">
                  {meeting.title}
                </RadixLink>
              </Text>
            ))
          ) : (
            <Text size="2" color="gray">
              Nenhuma reunião marcada.
            </Text>
          )}
        </HomeCard>
      </Grid>
    </Flex>
  );
}

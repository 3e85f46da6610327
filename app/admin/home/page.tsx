import { Callout, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { HomeCard } from "@/components/home-card";
import { StatusTable, MonthTable } from "@/components/dashboard/figures-table";
import { NeedsInfoCounts } from "@/components/finance/needs-info-counts";
import { ExpiringGrants } from "@/components/dashboard/expiring-grants";
import { MonthChart } from "@/components/dashboard/month-chart";
import { PeriodPicker } from "@/components/dashboard/period-picker";
import { LocalDateTime } from "@/components/local-date-time";
import { listHref } from "@/components/shell/navigation";
import type { Actor } from "@/lib/core/actor";
import { AppError } from "@/lib/core/errors";
import { ageText } from "@/lib/format";
import { pageActor } from "@/lib/server/page";
import { expiringGrants } from "@/lib/services/content/expiring";
import { dashboard, periodPresets } from "@/lib/services/dashboard";
import { DASHBOARD_KEYS } from "@/lib/validation/dashboard";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";

export const metadata: Metadata = { title: "Início" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The period's figures; a bad period in the URL falls back to this month, saying why. */
async function figuresFor(actor: Actor, params: Record<string, string | string[] | undefined>) {
  try {
    return { figures: await dashboard(actor, { from: params.from, to: params.to }), invalid: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    return {
      figures: await dashboard(actor, {}),
      invalid: Object.values(error.errors ?? {})[0]?.[0] ?? error.message,
    };
  }
}

/** `/admin/home`: where the money stands (figures of `GET /api/dashboard`). */
export default async function AdminHomePage(props: { searchParams: SearchParams }) {
  const params = await props.searchParams;
  const actor = await pageActor();
  const [{ figures, invalid }, expiring] = await Promise.all([
    figuresFor(actor, params),
    expiringGrants(actor),
  ]);
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now();
  const pendingTotal = FINANCE_KINDS.reduce(
    (sum, kind) => sum + figures.pending[DASHBOARD_KEYS[kind]].count,
    0,
  );

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          Início
        </Heading>
        <PeriodPicker period={figures.period} presets={periodPresets()} />
        {invalid ? (
          <Callout.Root color="amber" role="alert">
            <Callout.Text>{invalid}. Mostrando este mês.</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>

      <Grid columns={{ initial: "1", md: "3" }} gap="4">
        {FINANCE_KINDS.map((kind) => (
          <HomeCard
            key={kind}
            title={
              <RadixLink asChild>
                <Link href={listHref(`/admin/${FINANCE[kind].segment}`)}>
                  {FINANCE[kind].text.title}
                </Link>
              </RadixLink>
            }
          >
            <StatusTable kind={kind} figures={figures.finance[DASHBOARD_KEYS[kind]]} />
          </HomeCard>
        ))}
      </Grid>

      <Grid columns={{ initial: "1", md: "3" }} gap="4">
        <HomeCard title={`Pendências (${pendingTotal})`}>
          {FINANCE_KINDS.map((kind) => {
            const { count, oldest } = figures.pending[DASHBOARD_KEYS[kind]];
            return (
              <Text key={kind} size="2">
                <RadixLink asChild>
                  <Link href={`${listHref("/admin/pending")}&kind=${kind}`}>
                    {FINANCE[kind].text.title}: {count}
                  </Link>
                </RadixLink>
                {oldest ? (
                  <Text color="gray"> · mais antigo aguarda {ageText(oldest, now)}</Text>
                ) : null}
              </Text>
            );
          })}
          <NeedsInfoCounts
            counts={
              Object.fromEntries(
                FINANCE_KINDS.map((kind) => [kind, figures.needsInfo[DASHBOARD_KEYS[kind]]]),
              ) as Record<FinanceKind, number>
            }
          />
          <RadixLink asChild size="2">
            <Link href={listHref("/admin/pending")}>Ver todas as pendências</Link>
          </RadixLink>
        </HomeCard>
        <HomeCard title="Reuniões dos próximos 7 dias">
          {figures.upcomingMeetings.length ? (
            figures.upcomingMeetings.map((meeting) => (
              <Text key={meeting.id} size="2">
                <LocalDateTime value={meeting.date} /> · {meeting.title}
              </Text>
            ))
          ) : (
            <Text size="2" color="gray">
              Nenhuma reunião marcada.
            </Text>
          )}
        </HomeCard>
        <HomeCard title="Colaboradores ativos" gap="1">
          <Text size="7" weight="bold">
            {figures.activeCollaborators}
          </Text>
          <RadixLink asChild size="2">
            <Link href={listHref("/admin/user")}>Ver usuários</Link>
          </RadixLink>
        </HomeCard>
        <ExpiringGrants {...expiring} />
      </Grid>

      <HomeCard title="Últimos 12 meses" gap="3">
        <MonthChart months={figures.months} />
        <details>
          <summary>Ver os valores em tabela</summary>
          <MonthTable months={figures.months} />
        </details>
      </HomeCard>
    </Flex>
  );
}

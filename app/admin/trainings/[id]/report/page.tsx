import { Card, Flex, Grid, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { TrainingReportTable } from "@/components/content/training-report-table";
import { ListScreen } from "@/components/list/list-screen";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { trainingReport } from "@/lib/services/certificates/report";
import { trainingReportQuerySchema } from "@/lib/validation/certificates";

export const metadata: Metadata = { title: "Relatório do treinamento" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A training's report (ADMIN): totals, then who is granted, has started, completed, their best
 * quiz scores and certificates, with 'Exportar CSV' and 'Revogar certificado'.
 */
export default async function Page(props: Props) {
  const id = pageId((await props.params).id);
  const path = `/admin/trainings/${id}/report`;
  const query = await listPageQuery(path, props.searchParams, trainingReportQuerySchema);
  const actor = await pageActor();
  const report = await orNotFound(trainingReport(actor, id, query));
  const totals: [string, number][] = [
    ["Com acesso", report.summary.granted],
    ["Começaram", report.summary.started],
    ["Concluíram", report.summary.completed],
    ["Certificados emitidos", report.summary.certificates],
    ["Certificados revogados", report.summary.revoked],
  ];
  return (
    <ListScreen
      title={`Relatório: ${report.training.title}`}
      empty="Ninguém tem acesso a este treinamento ainda"
      exportHref={`/api/training-admin/${id}/report/export`}
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Text color="gray">
          {report.training.lessons} {report.training.lessons === 1 ? "aula" : "aulas"}
          {report.training.workloadHours
            ? `, carga horária de ${report.training.workloadHours} horas`
            : ""}
          .
        </Text>
        <Link href={`/admin/trainings/${id}/e`}>Editar treinamento</Link>
      </Flex>
      <Grid columns={{ initial: "2", md: "5" }} gap="3" aria-label="Totais" role="list">
        {totals.map(([label, value]) => (
          <Card key={label} role="listitem">
            <Flex direction="column">
              <Text size="6" weight="bold">
                {value}
              </Text>
              <Text size="2" color="gray">
                {label}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
      <TrainingReportTable data={report.data} meta={report.meta} />
    </ListScreen>
  );
}

"use client";

import { Badge, Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import { useMemo } from "react";
import { DataTable, RowActions, type ColumnDef } from "@/components/data-table";
import { LocalDateTime } from "@/components/local-date-time";
import { revokeCertificateAction } from "@/lib/actions/certificates";
import { handleActionResult } from "@/lib/client/action-result";
import { useListUrl } from "@/lib/client/use-list-url";
import { groupedCode, REPORT_SORTS } from "@/lib/kinds/certificates";
import type { TrainingReportRow } from "@/lib/validation/certificates";
import type { PageMeta } from "@/lib/validation/list";

function Situation({ row }: { row: TrainingReportRow }) {
  if (row.completed)
    return (
      <Badge color="green" variant="soft">
        Concluído
      </Badge>
    );
  if (row.started)
    return (
      <Badge color="amber" variant="soft">
        Em andamento
      </Badge>
    );
  return (
    <Badge color="gray" variant="soft">
      Não iniciado
    </Badge>
  );
}

function Certificate({ row }: { row: TrainingReportRow }) {
  const certificate = row.certificate;
  if (!certificate) return <Text color="gray">--</Text>;
  return (
    <Flex direction="column" gap="1">
      <code>{groupedCode(certificate.code)}</code>
      <Text size="1" color={certificate.revokedAt ? "red" : "gray"}>
        {certificate.revokedAt ? "Revogado em " : "Emitido em "}
        <LocalDateTime value={certificate.revokedAt ?? certificate.issuedAt} dateOnly />
      </Text>
    </Flex>
  );
}

/** A training's report: one row per person, sortable, with 'Revogar certificado' in the row menu. */
export function TrainingReportTable({ data, meta }: { data: TrainingReportRow[]; meta: PageMeta }) {
  const list = useListUrl();
  const columns = useMemo<ColumnDef<TrainingReportRow>[]>(
    () => [
      {
        id: "name",
        header: "Nome",
        accessorKey: "name",
        cell: ({ row }) => (
          <Flex direction="column">
            <Text>{row.original.name}</Text>
            <Text size="1" color="gray">
              {row.original.email}
            </Text>
          </Flex>
        ),
      },
      {
        id: "granted",
        header: "Acesso",
        meta: { nowrap: true },
        cell: ({ row }) => (row.original.granted ? "Sim" : "Não"),
      },
      {
        id: "progress",
        header: "Progresso",
        meta: { nowrap: true },
        cell: ({ row }) =>
          `${row.original.done}/${row.original.total} aulas (${row.original.percent}%)`,
      },
      {
        id: "situation",
        header: "Situação",
        meta: { nowrap: true },
        cell: ({ row }) => <Situation row={row.original} />,
      },
      {
        id: "quizzes",
        header: "Questionários (melhor nota)",
        cell: ({ row }) =>
          row.original.quizzes.length === 0
            ? "--"
            : row.original.quizzes
                .map(
                  (q) =>
                    `${q.title}: ${q.bestScore}%${q.passed ? " (aprovado)" : ""}, ${q.attempts} ${q.attempts === 1 ? "tentativa" : "tentativas"}`,
                )
                .join("; "),
      },
      {
        id: "certificate",
        header: "Certificado",
        meta: { nowrap: true },
        cell: ({ row }) => <Certificate row={row.original} />,
      },
      {
        id: "actions",
        header: () => <VisuallyHidden>Ações</VisuallyHidden>,
        meta: { label: "" },
        enableSorting: false,
        cell: ({ row }) => {
          const certificate = row.original.certificate;
          if (!certificate || certificate.revokedAt) return null;
          return (
            <RowActions
              label={`Ações de ${row.original.name}`}
              actions={[
                {
                  label: "Revogar certificado",
                  color: "red",
                  confirm: {
                    description: `O certificado ${groupedCode(certificate.code)} de ${row.original.name} deixará de valer: a página de verificação passará a dizer que foi revogado. Não é possível desfazer.`,
                    confirmLabel: "Revogar",
                    color: "red",
                    onConfirm: async () =>
                      handleActionResult(await revokeCertificateAction(certificate.id), {
                        success: "Certificado revogado",
                        onSuccess: list.reload,
                      }),
                  },
                },
              ]}
            />
          );
        },
      },
    ],
    [list.reload],
  );
  return (
    <DataTable
      columns={columns}
      data={data}
      meta={meta}
      sorts={REPORT_SORTS}
      selectable={false}
      aria-label="Relatório do treinamento"
    />
  );
}

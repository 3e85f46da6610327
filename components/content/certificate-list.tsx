"use client";

import { Badge, Flex, Link as RadixLink } from "@radix-ui/themes";
import { useMemo } from "react";
import { DataTable, type ColumnDef } from "@/components/data-table";
import { LocalDateTime } from "@/components/local-date-time";
import { formatDate } from "@/lib/format";
import { groupedCode } from "@/lib/kinds/certificates";

/** A certificate as the collaborator's list shows it (GET /api/collaborator/certificates). */
export type CertificateRow = {
  id: number;
  code: string;
  training: string;
  workloadHours: number | null;
  completedOn: string;
  issuedAt: string;
  revoked: boolean;
  revokedAt: string | null;
  pdfUrl: string;
  verifyUrl: string;
};

/** 'Meus certificados': the PDF of each and its public verification page. */
export function CertificateList({ data }: { data: CertificateRow[] }) {
  const columns = useMemo<ColumnDef<CertificateRow>[]>(
    () => [
      { id: "training", accessorKey: "training", header: "Treinamento", meta: { truncate: true } },
      {
        id: "completedOn",
        header: "Concluído em",
        meta: { nowrap: true },
        cell: ({ row }) => formatDate(row.original.completedOn),
      },
      {
        id: "workload",
        header: "Carga horária",
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.workloadHours === null ? "--" : `${row.original.workloadHours} h`,
      },
      {
        id: "code",
        header: "Código",
        meta: { nowrap: true },
        cell: ({ row }) => <code>{groupedCode(row.original.code)}</code>,
      },
      {
        id: "status",
        header: "Situação",
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.revoked ? (
            <Badge color="red" variant="soft">
              Revogado em <LocalDateTime value={row.original.revokedAt!} dateOnly />
            </Badge>
          ) : (
            <Badge color="green" variant="soft">
              Válido
            </Badge>
          ),
      },
      {
        id: "links",
        header: "Certificado",
        meta: { nowrap: true },
        cell: ({ row }) => (
          <Flex gap="3">
            <RadixLink href={row.original.pdfUrl} download>
              Baixar PDF
            </RadixLink>
            <RadixLink href={row.original.verifyUrl} target="_blank" rel="noopener noreferrer">
              Verificar
            </RadixLink>
          </Flex>
        ),
      },
    ],
    [],
  );
  return (
    <DataTable
      columns={columns}
      data={data}
      selectable={false}
      emptyText="Você ainda não concluiu nenhum treinamento."
      aria-label="Meus certificados"
    />
  );
}

"use client";

import { Badge, Button, Card, Flex, Heading, VisuallyHidden } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { DataTable, type ColumnDef } from "@/components/data-table";
import { LocalDateTime } from "@/components/local-date-time";
import { retryEmailAction } from "@/lib/actions/notifications";
import { handleActionResult } from "@/lib/client/action-result";
import type { EmailFailure } from "@/lib/services/notifications/failures";

/**
 * Admin settings: e-mails the worker could not deliver (retrying or given up), each with
 * 'Reenviar'.
 */
export function EmailFailures({ failures }: { failures: EmailFailure[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const columns = useMemo<ColumnDef<EmailFailure>[]>(() => {
    const retry = async (id: number) => {
      setBusy(id);
      handleActionResult(await retryEmailAction(id), {
        success: "E-mail colocado na fila para reenvio",
        onSuccess: () => router.refresh(),
      });
      setBusy(null);
    };
    return [
      { id: "toEmail", accessorKey: "toEmail", header: "Para", meta: { truncate: true } },
      { id: "subject", accessorKey: "subject", header: "Assunto", meta: { truncate: true } },
      { id: "attempts", accessorKey: "attempts", header: "Tentativas" },
      {
        id: "status",
        header: "Situação",
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.status === "failed" ? (
            <Badge color="red">Desistiu</Badge>
          ) : (
            <Badge color="amber">Tentando de novo</Badge>
          ),
      },
      { id: "lastError", accessorKey: "lastError", header: "Erro", meta: { truncate: true } },
      {
        id: "createdAt",
        header: "Criado em",
        meta: { nowrap: true },
        cell: ({ row }) => <LocalDateTime value={row.original.createdAt} />,
      },
      {
        id: "retry",
        header: () => <VisuallyHidden>Ações</VisuallyHidden>,
        meta: { label: "" },
        cell: ({ row }) => (
          <Button
            size="1"
            variant="soft"
            loading={busy === row.original.id}
            onClick={() => retry(row.original.id)}
            aria-label={`Reenviar e-mail para ${row.original.toEmail}`}
          >
            Reenviar
          </Button>
        ),
      },
    ];
  }, [router, busy]);
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Falhas de envio de e-mail
        </Heading>
        <DataTable
          columns={columns}
          data={failures}
          emptyText="Nenhuma falha de envio."
          aria-label="E-mails não entregues"
        />
      </Flex>
    </Card>
  );
}

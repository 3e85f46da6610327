"use client";

import {
  Badge,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  Text,
  TextField,
  VisuallyHidden,
} from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { DataTable, type ColumnDef } from "@/components/data-table";
import { LocalDateTime } from "@/components/local-date-time";
import {
  createWebhookEndpointAction,
  deleteWebhookEndpointAction,
  redeliverWebhookAction,
} from "@/lib/actions/integrations";
import { handleActionResult } from "@/lib/client/action-result";
import type { IntegrationsProps } from "@/lib/server/integrations-settings";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from "@/lib/validation/integrations";
import { SecretOnce } from "./secret-once";

const STATUS: Record<string, [label: string, color: "green" | "amber" | "red" | "blue"]> = {
  sent: ["Entregue", "green"],
  pending: ["Aguardando nova tentativa", "amber"],
  sending: ["Enviando", "blue"],
  failed: ["Falhou", "red"],
};

type Delivery = IntegrationsProps["deliveries"][number];

/** 'Webhooks': endpoints (HTTPS), the events each hears, and the delivery log with 'Reenviar'. */
export function Webhooks({
  endpoints,
  deliveries,
}: Pick<IntegrationsProps, "endpoints" | "deliveries">) {
  const router = useRouter();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [secret, setSecret] = useState<string | null>(null);
  const toggle = (e: WebhookEvent, on: boolean) =>
    setEvents((s) => (on ? [...s, e] : s.filter((x) => x !== e)));

  async function create(event: React.FormEvent) {
    event.preventDefault();
    const result = await createWebhookEndpointAction({
      url,
      description: description || undefined,
      events,
    });
    handleActionResult(result, {
      success: "Endpoint cadastrado",
      onSuccess: (data) => {
        setSecret(data.secret);
        setUrl("");
        setDescription("");
        router.refresh();
      },
    });
  }
  const refresh = () => router.refresh();
  const deliveryColumns = useMemo<ColumnDef<Delivery>[]>(
    () => [
      { id: "eventType", accessorKey: "eventType", header: "Evento", meta: { nowrap: true } },
      { id: "url", accessorKey: "url", header: "Endpoint", meta: { truncate: true } },
      {
        id: "status",
        header: "Situação",
        meta: { nowrap: true },
        cell: ({ row }) => {
          const [label, color] = STATUS[row.original.status];
          return <Badge color={color}>{label}</Badge>;
        },
      },
      { id: "attempts", accessorKey: "attempts", header: "Tentativas" },
      {
        id: "response",
        header: "Resposta",
        cell: ({ row }) => (
          <span title={row.original.lastError ?? undefined}>
            {row.original.responseStatus ?? (row.original.lastError ? "Erro de conexão" : "—")}
          </span>
        ),
      },
      {
        id: "createdAt",
        header: "Criada em",
        meta: { nowrap: true },
        cell: ({ row }) => <LocalDateTime value={row.original.createdAt} />,
      },
      {
        id: "redeliver",
        header: () => <VisuallyHidden>Ações</VisuallyHidden>,
        meta: { label: "" },
        cell: ({ row }) => (
          <Button
            size="1"
            variant="soft"
            onClick={async () =>
              handleActionResult(await redeliverWebhookAction(row.original.id), {
                success: "Reenvio agendado",
                onSuccess: () => router.refresh(),
              })
            }
          >
            Reenviar
          </Button>
        ),
      },
    ],
    [router],
  );

  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          Webhooks
        </Heading>
        <Text size="2" color="gray">
          Cada evento é enviado por POST, assinado com HMAC-SHA256 nos cabeçalhos{" "}
          <code>webhook-id</code>, <code>webhook-timestamp</code> e <code>webhook-signature</code>{" "}
          (padrão Standard Webhooks). Falhas são repetidas com intervalos crescentes.
        </Text>
        <form method="post" onSubmit={create} aria-label="Novo endpoint">
          <Flex direction="column" gap="2">
            <Flex gap="2" wrap="wrap">
              <TextField.Root
                style={{ minWidth: 320 }}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://erp.exemplo.com.br/webhooks"
                aria-label="URL do endpoint"
              />
              <TextField.Root
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder="Descrição"
                aria-label="Descrição do endpoint"
              />
            </Flex>
            <Flex gap="3" wrap="wrap" role="group" aria-label="Eventos">
              {WEBHOOK_EVENTS.map((e) => (
                <Text as="label" size="2" key={e}>
                  <Flex gap="1" align="center">
                    <Checkbox
                      checked={events.includes(e)}
                      onCheckedChange={(on) => toggle(e, on === true)}
                    />{" "}
                    {WEBHOOK_EVENT_LABELS[e]}
                  </Flex>
                </Text>
              ))}
            </Flex>
            <Flex>
              <Button type="submit">Cadastrar endpoint</Button>
            </Flex>
          </Flex>
        </form>
        {secret && <SecretOnce label="Segredo de assinatura" value={secret} />}
        {endpoints.map((e) => (
          <Flex key={e.id} gap="2" align="center" justify="between" wrap="wrap">
            <Text size="2">
              <strong>{e.url}</strong>{" "}
              {e.description && <Text color="gray">· {e.description}</Text>} · {e.events.length}{" "}
              evento(s)
            </Text>
            <Button
              size="1"
              color="red"
              variant="soft"
              onClick={async () =>
                handleActionResult(await deleteWebhookEndpointAction(e.id), {
                  success: "Endpoint removido",
                  onSuccess: refresh,
                })
              }
            >
              Remover
            </Button>
          </Flex>
        ))}
        <Heading as="h4" size="3">
          Entregas recentes
        </Heading>
        <DataTable
          columns={deliveryColumns}
          data={deliveries}
          emptyText="Nenhuma entrega ainda."
          aria-label="Entregas de webhook"
        />
      </Flex>
    </Card>
  );
}

"use client";

import { Text } from "@radix-ui/themes";
import { DataTable, type ColumnDef } from "@/components/data-table";
import { LocalDateTime } from "@/components/local-date-time";
import { EMPTY } from "@/lib/format";
import type { PageMeta } from "@/lib/paging";
import type { AuditEventView } from "@/lib/services/audit/list";

/** A detail value as a person reads it: text as is, yes/no, lists joined, the rest as JSON. */
function detailValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (Array.isArray(value) && value.every((item) => typeof item !== "object"))
    return value.join(", ");
  return JSON.stringify(value);
}

function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (!entries.length) return EMPTY;
  return (
    <dl style={{ margin: 0 }}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <Text as="span" size="1" color="gray">
            {key}:{" "}
          </Text>
          <Text as="span" size="1">
            {detailValue(value)}
          </Text>
        </div>
      ))}
    </dl>
  );
}

const columns: ColumnDef<AuditEventView>[] = [
  {
    id: "at",
    header: "Data e hora",
    meta: { nowrap: true },
    cell: ({ row }) => <LocalDateTime value={row.original.at} />,
  },
  { id: "action", header: "Ação", cell: ({ row }) => row.original.actionLabel },
  {
    id: "actor",
    header: "Pessoa",
    cell: ({ row }) => {
      const { actor, apiToken } = row.original;
      const name = actor ? (actor.name ?? `#${actor.id}`) : "Desconhecida";
      return apiToken ? `${name} (token ${apiToken.name ?? `#${apiToken.id}`})` : name;
    },
  },
  {
    id: "target",
    header: "Registro",
    meta: { nowrap: true },
    cell: ({ row }) => {
      const { target } = row.original;
      return target ? `${target.type} ${target.id ?? ""}`.trim() : EMPTY;
    },
  },
  {
    id: "details",
    header: "Detalhes",
    cell: ({ row }) => <Details details={row.original.details} />,
  },
  {
    id: "client",
    header: "Endereço",
    meta: { nowrap: true },
    cell: ({ row }) => row.original.clientAddress ?? EMPTY,
  },
  {
    id: "userAgent",
    header: "Navegador",
    meta: { truncate: true },
    cell: ({ row }) => row.original.userAgent ?? EMPTY,
  },
];

/** The 'Auditoria' table: read only, newest first (no sorting, no selection). */
export function AuditTable({ data, meta }: { data: AuditEventView[]; meta: PageMeta }) {
  return <DataTable columns={columns} data={data} meta={meta} selectable={false} />;
}

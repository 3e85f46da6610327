import { auditExportQuerySchema, auditListQuerySchema } from "@/lib/validation/audit";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dateTime, listOf } from "./responses";

const ADMIN = ["ADMIN"] as const;

const auditEventView = z
  .object({
    id: z.int(),
    at: dateTime(),
    action: z.string().meta({ example: "auth.sign_in" }),
    actionLabel: z.string().meta({ example: "Entrada no sistema" }),
    actor: z
      .object({ id: z.int(), name: z.string().nullable() })
      .nullable()
      .describe("Quem agiu (nome atual); null quando desconhecido, ex. uma entrada recusada"),
    apiToken: z
      .object({ id: z.int(), name: z.string().nullable() })
      .nullable()
      .describe("O token de API usado, quando a ação veio de um"),
    target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
    details: z.record(z.string(), z.unknown()),
    clientAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: "AuditEvent" });

const FILTERS =
  "Filtros: `person` (id do usuário que agiu), `action` (ex. `auth.sign_in`), `from` e `to` (dias AAAA-MM-DD no fuso da organização, inclusivos). Sempre do mais recente ao mais antigo.";

export const auditOperations: Operation[] = [
  {
    method: "get",
    path: "/api/audit",
    tag: "Auditoria",
    roles: ADMIN,
    summary: "Registro de auditoria (filtros e paginação)",
    description: FILTERS,
    query: auditListQuerySchema,
    ok: { status: 200, schema: listOf(auditEventView) },
  },
  {
    method: "get",
    path: "/api/audit/export",
    tag: "Auditoria",
    roles: ADMIN,
    summary: "Registro de auditoria em CSV",
    description: `${FILTERS} A exportação também fica registrada.`,
    query: auditExportQuerySchema,
    ok: { status: 200, media: "text/csv" },
  },
];

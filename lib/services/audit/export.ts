import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { apiTokens, auditEvents, users } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import {
  csvExport,
  exportFilename,
  exportSelect,
  type CsvExport,
  type ExportColumn,
} from "@/lib/services/export/cursor";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";
import { auditExportQuerySchema } from "@/lib/validation/audit";
import { auditActionLabel } from "./actions";
import { actorName, auditOrder, auditWhere, requireAuditReader } from "./list";
import { recordAudit } from "./record";

const COLUMNS: ExportColumn[] = [
  { header: "ID", value: sql`${auditEvents.id}` },
  {
    header: "Data e hora",
    value: sql`to_char(${auditEvents.at} at time zone ${MEETING_TIME_ZONE}, 'DD/MM/YYYY HH24:MI:SS')`,
  },
  {
    header: "Ação",
    value: sql`${auditEvents.action}`,
    format: (raw) => auditActionLabel(String(raw)),
  },
  { header: "Código da ação", value: sql`${auditEvents.action}` },
  { header: "Pessoa", value: actorName },
  { header: "ID da pessoa", value: sql`${auditEvents.actorUserId}` },
  { header: "Token de API", value: sql`${apiTokens.name}` },
  { header: "Registro", value: sql`${auditEvents.targetType} || ' ' || ${auditEvents.targetId}` },
  { header: "Detalhes", value: sql`${auditEvents.details}::text` },
  { header: "Endereço", value: sql`${auditEvents.clientAddress}` },
  { header: "Navegador", value: sql`${auditEvents.userAgent}` },
];

/**
 * `GET /api/audit/export` (ADMIN; a token needs `read`): the log as filtered on screen, newest
 * first, every page of it. The export itself is an audit entry, with the filters it used.
 */
export async function exportAuditEvents(actor: Actor, rawQuery: unknown): Promise<CsvExport> {
  requireAuditReader(actor);
  const query = parseWith(auditExportQuerySchema, rawQuery ?? {});
  const db = await getDb();
  await recordAudit({
    action: "audit.exported",
    actor,
    details: {
      filters: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)),
    },
  });
  const select = db
    .select({ row: sql`${exportSelect(COLUMNS)}` })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .leftJoin(apiTokens, eq(apiTokens.id, auditEvents.actorTokenId))
    .where(auditWhere(query))
    .orderBy(...auditOrder);
  return csvExport(db, exportFilename("auditoria", MEETING_TIME_ZONE), COLUMNS, select.getSQL());
}

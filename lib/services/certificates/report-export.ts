import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { certificates, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import {
  brCalendarDate,
  brDateOf,
  csvExport,
  exportFilename,
  exportSelect,
  type CsvExport,
  type ExportColumn,
} from "@/lib/services/export/cursor";
import { recordExport } from "@/lib/services/export/record";
import { orderFor } from "@/lib/services/list";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";
import { trainingReportQuerySchema } from "@/lib/validation/certificates";
import { groupedCode } from "./code";
import { reportParts } from "./report-query";
import { reportTraining } from "./report";

const SITUATION = (done: number, total: number) =>
  total > 0 && done >= total ? "Concluído" : done > 0 ? "Em andamento" : "Não iniciado";

/** `GET /api/training-admin/{id}/report/export` (ADMIN): the whole report as CSV, in the screen's sort. */
export async function exportTrainingReport(
  actor: Actor,
  trainingId: number,
  rawQuery: unknown,
): Promise<CsvExport> {
  requireAdmin(actor);
  const query = parseWith(trainingReportQuerySchema, rawQuery ?? {});
  await reportTraining(trainingId);
  await recordExport(actor, "training_report", { ...query, trainingId });
  const db = await getDb();
  const parts = reportParts(trainingId);
  const columns: ExportColumn[] = [
    { header: "Nome", value: parts.name },
    { header: "E-mail", value: sql`${users.email}` },
    { header: "Acesso", value: parts.granted, format: (raw) => (raw ? "Sim" : "Não") },
    { header: "Aulas concluídas", value: parts.done },
    { header: "Aulas do treinamento", value: parts.total },
    {
      header: "Situação",
      value: sql`${parts.done} || '/' || ${parts.total}`,
      format: (raw) => {
        const [done, total] = String(raw).split("/").map(Number);
        return SITUATION(done, total);
      },
    },
    { header: "Notas dos questionários", value: parts.quizText },
    {
      header: "Certificado",
      value: sql`${certificates.code}`,
      format: (raw) => (raw ? groupedCode(String(raw)) : ""),
    },
    { header: "Concluído em", value: brCalendarDate(certificates.completedOn) },
    { header: "Emitido em", value: brDateOf(certificates.issuedAt, MEETING_TIME_ZONE) },
    { header: "Revogado em", value: brDateOf(certificates.revokedAt, MEETING_TIME_ZONE) },
  ];
  const select = db
    .select({ row: sql`${exportSelect(columns)}` })
    .from(users)
    .leftJoin(certificates, parts.certificateJoin)
    .where(parts.audience)
    .orderBy(...orderFor(query, parts.sortable, parts.fallback, [users.id]));
  return csvExport(
    db,
    exportFilename(`relatorio-treinamento-${trainingId}`, MEETING_TIME_ZONE),
    columns,
    select.getSQL(),
  );
}

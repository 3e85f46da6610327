import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import {
  certificates,
  files,
  lessonProgress,
  lessons,
  meetings,
  meetingUsers,
  moduleGrants,
  modules,
  submoduleGrants,
  submodules,
  trainingGrants,
  trainings,
} from "@/db/schema";
import { requireEmployee, type Actor } from "@/lib/core/actor";
import { storageNamed } from "@/lib/core/storage";
import { financeKind } from "@/lib/services/finance/kinds";
import { commentsOf } from "@/lib/services/finance/comments";
import { findItemDetail, type FinanceItemDetail } from "@/lib/services/finance/queries";
import { getOwnProfile } from "@/lib/services/users";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { recordAudit } from "@/lib/services/audit/record";

/** A receipt to put in the archive: its path there and how to read its bytes. */
export type ExportedFile = { path: string; open: () => Promise<ReadableStream<Uint8Array>> };
export type OwnDataExport = { data: Record<string, unknown>; files: ExportedFile[] };

const RECEIPT_DIRS: Record<FinanceKind, string> = {
  payment: "pagamentos",
  payment_request: "solicitacoes",
  refund: "reembolsos",
};
const safeName = (name: string) =>
  name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 120) || "arquivo";

/**
 * LGPD art. 18 II/V (access, portability): everything the app holds about the signed-in
 * collaborator, and only about them: the profile, the finance items of the three kinds with
 * their history, receipt downloads and comments, meetings, content grants, lesson progress (the app has no
 * notifications). Receipts are listed as files to stream into the archive, read lazily.
 */
export async function ownDataExport(actor: Actor): Promise<OwnDataExport> {
  requireEmployee(actor);
  const db = await getDb();
  const profile = await getOwnProfile(actor);
  const finance: Record<string, (FinanceItemDetail & { comentarios: unknown[] })[]> = {};
  const exported: ExportedFile[] = [];
  for (const kind of FINANCE_KINDS) {
    const config = financeKind(kind);
    const ids = await db
      .select({ id: config.table.id })
      .from(config.table)
      .where(eq(config.table.userId, actor.id))
      .orderBy(asc(config.table.id));
    const items: (typeof finance)[string] = [];
    for (const { id } of ids) {
      const item = await findItemDetail(db, config, { ownerId: actor.id }, id);
      if (!item) continue;
      // The item's thread with the admins: theirs and the collaborator's own comments.
      const thread = await commentsOf(db, kind, item);
      const comentarios = thread.map(({ user, body, fromOwner, createdAt, updatedAt }) => ({
        autor: user.fullName,
        doColaborador: fromOwner,
        texto: body,
        createdAt,
        updatedAt,
      }));
      items.push({ ...item, comentarios });
      if (item.file) {
        const fileId = item.file.id;
        exported.push({
          path: `comprovantes/${RECEIPT_DIRS[kind]}/${id}-${safeName(item.file.name)}`,
          open: async () => {
            const [row] = await db
              .select({ storage: files.storage, key: files.key })
              .from(files)
              .where(eq(files.id, fileId));
            return storageNamed(row.storage).get(row.key);
          },
        });
      }
    }
    finance[RECEIPT_DIRS[kind]] = items;
  }

  const ownMeetings = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      description: meetings.description,
      link: meetings.link,
      date: meetings.date,
      status: meetings.status,
      // Their answer to the invitation and their recorded attendance are about them too.
      rsvp: meetingUsers.rsvp,
      attendance: meetingUsers.attendance,
    })
    .from(meetingUsers)
    .innerJoin(meetings, eq(meetings.id, meetingUsers.meetingId))
    .where(eq(meetingUsers.userId, actor.id))
    .orderBy(asc(meetings.date));
  const grants = async (
    grantTable: typeof trainingGrants,
    itemTable: typeof trainings | typeof modules | typeof submodules,
  ) =>
    db
      .select({ id: itemTable.id, title: itemTable.title, grantedAt: grantTable.createdAt })
      .from(grantTable)
      .innerJoin(itemTable, eq(itemTable.id, grantTable.itemId))
      .where(eq(grantTable.userId, actor.id))
      .orderBy(asc(itemTable.id));
  const progress = await db
    .select({ lessonId: lessons.id, title: lessons.title, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(eq(lessonProgress.userId, actor.id))
    .orderBy(asc(lessonProgress.completedAt));

  const ownCertificates = await db
    .select({
      code: certificates.code,
      trainingId: certificates.trainingId,
      training: certificates.trainingTitle,
      personName: certificates.personName,
      workloadHours: certificates.workloadHours,
      completedOn: certificates.completedOn,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .where(eq(certificates.userId, actor.id))
    .orderBy(asc(certificates.issuedAt));

  const target = { type: "user", id: actor.id };
  const details = { receipts: exported.length };
  await recordAudit({ action: "data_export.downloaded", actor, target, details });
  return {
    data: {
      geradoEm: new Date().toISOString(),
      perfil: profile,
      financeiro: finance,
      reunioes: ownMeetings,
      acessos: {
        treinamentos: await grants(trainingGrants, trainings),
        modulos: await grants(moduleGrants, modules),
        submodulos: await grants(submoduleGrants, submodules),
      },
      progressoDasAulas: progress,
      certificados: ownCertificates,
    },
    files: exported,
  };
}

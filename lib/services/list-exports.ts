import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { meetings, meetingUsers, profiles, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import { maskDocument } from "@/lib/format";
import {
  brCalendarDate,
  csvExport,
  exportFilename,
  exportSelect,
  type CsvExport,
  type ExportColumn,
} from "@/lib/services/export/cursor";
import { recordExport } from "@/lib/services/export/record";
import { MEETING_TIME_ZONE, meetingFilters, meetingOrder } from "@/lib/services/meetings";
import { listConditions, userListOrder } from "@/lib/services/users";
import {
  MEETING_STATUS_LABELS,
  meetingListQuerySchema,
  type MeetingStatus,
} from "@/lib/validation/meeting";
import { profileName, userListQuerySchema } from "@/lib/validation/user";

/** CSV exports of the users and meetings lists (ADMIN), with the filters and sort of the screen. */

const USER_COLUMNS: ExportColumn[] = [
  { header: "ID", value: sql`${users.id}` },
  { header: "Nome", value: sql`${users.firstName} || ' ' || ${users.lastName}` },
  { header: "E-mail", value: sql`${users.email}` },
  { header: "Telefone", value: sql`${users.phone}` },
  {
    header: "CPF/CNPJ",
    value: sql`${users.document}`,
    format: (raw) => maskDocument(raw as string | null),
  },
  { header: "Data de nascimento", value: brCalendarDate(users.birthDate) },
  { header: "Perfil", value: sql`${profiles.label}`, format: (raw) => profileName(String(raw)) },
  { header: "Instagram", value: sql`${users.instagram}` },
  {
    header: "Cadastrado em",
    value: sql`to_char(${users.createdAt} at time zone ${MEETING_TIME_ZONE}, 'DD/MM/YYYY')`,
  },
];

/** `GET /api/user/export` (ADMIN): the document is masked (see `maskDocument`). */
export async function exportUsers(actor: Actor, rawQuery: unknown): Promise<CsvExport> {
  requireAdmin(actor);
  const query = parseWith(userListQuerySchema, rawQuery ?? {});
  await recordExport(actor, "users", query);
  const db = await getDb();
  const select = db
    .select({ row: sql`${exportSelect(USER_COLUMNS)}` })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(...listConditions(query)))
    .orderBy(...userListOrder(query));
  return csvExport(
    db,
    exportFilename("usuarios", MEETING_TIME_ZONE),
    USER_COLUMNS,
    select.getSQL(),
  );
}

const attendeeNames = sql`(select string_agg(${users.firstName} || ' ' || ${users.lastName}, ', ' order by ${users.firstName}, ${users.lastName})
  from ${meetingUsers} join ${users} on ${users.id} = ${meetingUsers.userId} where ${meetingUsers.meetingId} = ${meetings.id})`;

const MEETING_COLUMNS: ExportColumn[] = [
  { header: "ID", value: sql`${meetings.id}` },
  { header: "Título", value: sql`${meetings.title}` },
  { header: "Descrição", value: sql`${meetings.description}` },
  {
    header: "Data",
    value: sql`to_char(${meetings.date} at time zone ${MEETING_TIME_ZONE}, 'DD/MM/YYYY')`,
  },
  {
    header: "Horário",
    value: sql`to_char(${meetings.date} at time zone ${MEETING_TIME_ZONE}, 'HH24:MI')`,
  },
  { header: "Link", value: sql`${meetings.link}` },
  {
    header: "Status",
    value: sql`${meetings.status}::text`,
    format: (raw) => MEETING_STATUS_LABELS[raw as MeetingStatus] ?? String(raw),
  },
  { header: "Participantes", value: attendeeNames },
];

/** `GET /api/meetings/export` (ADMIN). */
export async function exportMeetings(actor: Actor, rawQuery: unknown): Promise<CsvExport> {
  requireAdmin(actor);
  const query = parseWith(meetingListQuerySchema, rawQuery ?? {});
  await recordExport(actor, "meetings", query);
  const db = await getDb();
  const select = db
    .select({ row: sql`${exportSelect(MEETING_COLUMNS)}` })
    .from(meetings)
    .where(and(...meetingFilters(query, null)))
    .orderBy(...meetingOrder(query));
  return csvExport(
    db,
    exportFilename("reunioes", MEETING_TIME_ZONE),
    MEETING_COLUMNS,
    select.getSQL(),
  );
}

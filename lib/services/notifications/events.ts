import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { meetings, meetingUsers, type OutboxAttachment } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import { centsToReais, formatBRL, formatDateTime } from "@/lib/format";
import type { FinanceKindConfig } from "@/lib/kinds/finance";
import { agendaOf } from "@/lib/services/meetings/agenda";
import { seriesCalendar } from "@/lib/services/meetings/series-calendar";
import { inviteIcs, ICS_TIME_ZONE } from "./ics";
import { activeAdmins, notify, recipientsByIds, type Recipient } from "./notify";

/**
 * The events of the app and who hears of each. Every function runs inside the transaction of
 * the change (a status move's `also`, or the create/edit transaction).
 */

export type FinanceEvent =
  | "created"
  | "edited"
  | "cancelled"
  | "confirmed"
  | "denied"
  | "returned"
  | "resubmitted"
  | "commented";
type FinanceRow = {
  id: number;
  userId: number;
  description: string;
  valueCents: number;
  status: string;
};

const FINANCE_TITLES: Record<FinanceEvent, string> = {
  created: "criado",
  edited: "editado",
  cancelled: "cancelado",
  confirmed: "confirmado",
  denied: "negado",
  returned: "aguardando informações",
  resubmitted: "reenviado",
  commented: "com novo comentário",
};

/** What a notification quotes of a comment or a request for information. */
const quoted = (text: string | null | undefined) =>
  !text ? "" : text.length > 300 ? `"${text.slice(0, 299)}…"` : `"${text}"`;

/** The events whose text carries the reason or the comment (the others: "… foi {title} por …"). */
const FINANCE_BODIES: Partial<
  Record<FinanceEvent, (what: string, who: string, reason?: string | null) => string>
> = {
  denied: (what, who, reason) =>
    `${what} foi negado por ${who}. Motivo: ${reason || "não informado"}.`,
  returned: (what, who, reason) =>
    `${who} pediu informações sobre ${what}: ${quoted(reason)}. Edite o item se preciso e reenvie.`,
  commented: (what, who, reason) => `${who} comentou em ${what}: ${quoted(reason)}`,
};

export async function financeEvent(
  tx: Executor,
  config: FinanceKindConfig,
  item: FinanceRow,
  event: FinanceEvent,
  actor: Actor,
  reason?: string | null,
): Promise<void> {
  const owner = await recipientsByIds(tx, [item.userId]);
  // The owner's own acts go to the admins; an admin's acts go to the owner (and a new item to every other admin).
  let recipients: Recipient[];
  if (actor.id === item.userId) recipients = await activeAdmins(tx);
  else if (event === "created")
    recipients = [...owner, ...(await activeAdmins(tx)).filter((a) => a.id !== actor.id)];
  else recipients = owner;
  const what = `${config.text.singular} "${item.description}" (${formatBRL(centsToReais(item.valueCents))})`;
  const body =
    FINANCE_BODIES[event]?.(what, actor.fullName, reason) ??
    `${what} foi ${FINANCE_TITLES[event]} por ${actor.fullName}.`;
  await notify(tx, recipients, {
    category: "finance",
    event: `${config.kind}.${event}`,
    title: `${config.text.singular} ${FINANCE_TITLES[event]}`,
    body,
    // The item's own page in the recipient's area (a foreign or missing item there is a 404).
    href: (r) =>
      `/${r.profile === "ADMIN" ? "admin" : "collaborator"}/${config.segment}/${item.id}`,
  });
}

export type MeetingEvent = "created" | "changed" | "cancelled" | "finished" | "invited" | "removed";

const MEETING_TEXT: Record<MeetingEvent, [title: string, verb: string]> = {
  created: ["Nova reunião", "Você foi convidado para a reunião"],
  invited: ["Nova reunião", "Você foi convidado para a reunião"],
  changed: ["Reunião alterada", "Mudou a reunião"],
  cancelled: ["Reunião cancelada", "Foi cancelada a reunião"],
  removed: ["Reunião removida da sua agenda", "Você não participa mais da reunião"],
  finished: ["Reunião finalizada", "Foi finalizada a reunião"],
};

/**
 * Tells `userIds` about a meeting as it is now in `tx` (its SEQUENCE already bumped by the
 * caller for changes, finishes and cancels). Invitations go with create/change/invite/finish
 * (REQUEST, STATUS:CONFIRMED: a finished meeting stays in the calendar as it was, see
 * docs/decisions/0065) and cancel/remove (CANCEL).
 */
export async function meetingEvent(
  tx: Executor,
  meetingId: number,
  userIds: number[],
  event: MeetingEvent,
  attachments?: (recipient: Recipient) => OutboxAttachment[] | null,
): Promise<void> {
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId));
  const agenda = await agendaOf(tx, meetingId);
  const [title, verb] = MEETING_TEXT[event];
  const when = formatDateTime(meeting.date, ICS_TIME_ZONE);
  const method = event === "cancelled" || event === "removed" ? "CANCEL" : "REQUEST";
  // An occurrence of a series: the invitation is the whole series as each person holds it now.
  const series = meeting.seriesId === null ? null : await seriesCalendar(tx, meeting.seriesId);
  await notify(tx, await recipientsByIds(tx, userIds), {
    category: "meetings",
    event: `meeting.${event}`,
    title: `${title}: ${meeting.title}`.slice(0, 200),
    body: `${verb} "${meeting.title}", em ${when} (horário de Brasília)${series ? `, série ${series.label}` : ""}. Link: ${meeting.link}`,
    href: (r) =>
      r.profile === "ADMIN"
        ? `/admin/meetings/${meeting.id}`
        : `/collaborator/meetings/${meeting.id}`,
    invite: (r) =>
      series?.invite(r) ?? { method, ics: inviteIcs({ ...meeting, agenda }, method, r.email) },
    attachments,
  });
}

export const attendeesOf = async (tx: Executor, meetingId: number) =>
  (
    await tx
      .select({ userId: meetingUsers.userId })
      .from(meetingUsers)
      .where(eq(meetingUsers.meetingId, meetingId))
  ).map((r) => r.userId);

/**
 * One notification per collaborator naming every item granted; it links to the collaborator's
 * page of the first item (`paths`: item id → its page under /collaborator/trainings).
 */
export async function contentGranted(
  tx: Executor,
  kindLabel: string,
  titles: Map<number, string>,
  paths: Map<number, string>,
  pairs: Array<{ userId: number; itemId: number }>,
): Promise<void> {
  const byUser = new Map<number, number[]>();
  for (const p of pairs) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p.itemId]);
  for (const [userId, itemIds] of byUser) {
    const names = itemIds.map((id) => `"${titles.get(id) ?? id}"`).join(", ");
    await notify(tx, await recipientsByIds(tx, [userId]), {
      category: "content",
      event: "content.granted",
      title: `Novo acesso: ${kindLabel}`,
      body: `Você recebeu acesso a ${kindLabel.toLowerCase()} ${names}.`,
      href: () => paths.get(itemIds[0]) ?? "/collaborator/trainings",
    });
  }
}

/** A training completed: its certificate is ready (the list is on the collaborator's trainings). */
export async function certificateIssued(
  tx: Executor,
  userId: number,
  trainingTitle: string,
): Promise<void> {
  await notify(tx, await recipientsByIds(tx, [userId]), {
    category: "content",
    event: "certificate.issued",
    title: `Certificado disponível: ${trainingTitle}`.slice(0, 200),
    body: `Você concluiu o treinamento "${trainingTitle}". O seu certificado já pode ser baixado em Treinamentos.`,
    href: () => "/collaborator/trainings",
  });
}

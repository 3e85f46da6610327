import { z } from "@/lib/validation/zod";
import {
  ATTENDANCE_STATUSES,
  QUORUM_KINDS,
  RSVP_ANSWERS,
  type Quorum,
  type QuorumKind,
} from "@/lib/kinds/meeting-records";

export * from "@/lib/kinds/meeting-records";

export const AGENDA_MAX_ITEMS = 50;

const rowId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** One agenda item: a title and an optional description. */
export const agendaItemSchema = z.object({
  title: z
    .string({ error: "O título do item da pauta é obrigatório" })
    .trim()
    .min(1, "O título do item da pauta é obrigatório")
    .max(200, "Use até 200 caracteres no título do item"),
  description: z
    .string({ error: "Descrição do item inválida" })
    .trim()
    .max(2000, "Use até 2000 caracteres na descrição do item")
    .nullish()
    .transform((v) => v || null),
});

/** The agenda in its order (create and edit replace it whole). */
export const agendaSchema = z
  .array(agendaItemSchema, { error: "Pauta inválida" })
  .max(AGENDA_MAX_ITEMS, `Use até ${AGENDA_MAX_ITEMS} itens na pauta`);

/** A number of invitees (1–500) or a percentage of them (1–100); null: no quorum. */
export const quorumSchema = z
  .object(
    {
      kind: z.enum(QUORUM_KINDS, { error: "Tipo de quórum inválido" }),
      value: z.coerce
        .number({ error: "Quórum inválido" })
        .int("Quórum inválido")
        .min(1, "Quórum inválido"),
    },
    { error: "Quórum inválido" },
  )
  .refine((q) => q.value <= (q.kind === "PERCENT" ? 100 : 500), {
    message: "Quórum inválido: até 100% ou 500 participantes",
    path: ["value"],
  })
  .nullable();

/** `PUT /api/collaborator/meetings/{id}/rsvp`. */
export const rsvpSchema = z.object({
  answer: z.enum(RSVP_ANSWERS, { error: "Resposta inválida: use YES, MAYBE ou NO" }),
});

/**
 * `PATCH /api/meetings/{id}/finish`: every part optional (no body finishes as before). When
 * `attendance` is sent it names every invitee once.
 */
export const finishSchema = z.object({
  attendance: z
    .array(
      z.object({
        userId: rowId("Participante inválido"),
        status: z.enum(ATTENDANCE_STATUSES, { error: "Presença inválida" }),
      }),
      { error: "Presença inválida" },
    )
    .max(500, "Use até 500 participantes")
    .optional(),
  guests: z
    .array(
      z
        .string({ error: "Nome de convidado inválido" })
        .trim()
        .min(1, "Nome de convidado inválido")
        .max(200, "Use até 200 caracteres no nome do convidado"),
      { error: "Convidados inválidos" },
    )
    .max(200, "Use até 200 convidados")
    .optional(),
  outcomes: z
    .array(
      z.object({
        agendaItemId: rowId("Item da pauta inválido"),
        text: z
          .string({ error: "Resultado inválido" })
          .trim()
          .max(5000, "Use até 5000 caracteres no resultado"),
      }),
      { error: "Resultados inválidos" },
    )
    .max(AGENDA_MAX_ITEMS, `Use até ${AGENDA_MAX_ITEMS} resultados`)
    .optional(),
});
export type FinishInput = z.output<typeof finishSchema>;

/** An agenda item as the API and the screens see it. */
export type AgendaItemView = {
  id: number;
  position: number;
  title: string;
  description: string | null;
  outcome: string | null;
};

// ─── The meeting form's agenda and quorum (client) ──────────────────────────────────────────

/** The agenda and quorum fields of 'Nova reunião' / 'Editar reunião'. */
export const agendaFormFields = {
  agenda: z
    .array(
      z.object({
        title: agendaItemSchema.shape.title,
        description: z.string().max(2000, "Use até 2000 caracteres na descrição do item"),
      }),
    )
    .max(AGENDA_MAX_ITEMS, `Use até ${AGENDA_MAX_ITEMS} itens na pauta`),
  quorumKind: z.enum(["NONE", ...QUORUM_KINDS]),
  quorumValue: z
    .string()
    .refine((v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) >= 1), "Quórum inválido"),
};

export type AgendaFormValues = {
  agenda: { title: string; description: string }[];
  quorumKind: "NONE" | QuorumKind;
  quorumValue: string;
};

export const agendaFormToInput = (values: AgendaFormValues) => ({
  agenda: values.agenda.map((item) => ({ title: item.title, description: item.description })),
  quorum:
    values.quorumKind === "NONE" || !values.quorumValue
      ? null
      : { kind: values.quorumKind, value: Number(values.quorumValue) },
});

export const agendaToForm = (meeting: {
  agenda: { title: string; description: string | null }[];
  quorum: Quorum | null;
}): AgendaFormValues => ({
  agenda: meeting.agenda.map((item) => ({
    title: item.title,
    description: item.description ?? "",
  })),
  quorumKind: meeting.quorum?.kind ?? "NONE",
  quorumValue: meeting.quorum ? String(meeting.quorum.value) : "",
});

import { z } from "@/lib/validation/zod";
import { listQuerySchema, optionalText } from "./list";
import { MEETING_FILTER_STATUSES, MEETING_SORTS, type MeetingStatus } from "@/lib/kinds/meeting";
import { optionalDateFilter } from "./user";
import {
  MAX_OCCURRENCES,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
} from "@/lib/recurrence";
import { agendaFormFields, agendaFormToInput, agendaSchema, quorumSchema } from "./meeting-records";
import type { AttendanceStatus, RsvpAnswer } from "@/lib/kinds/meeting-records";

export * from "@/lib/kinds/meeting";

/** A meeting as the API and the screens see it (spec §3). */
export type MeetingView = {
  id: number;
  title: string;
  description: string;
  link: string;
  date: string;
  status: MeetingStatus;
  /** The series it is an occurrence of, or null. */
  seriesId: number | null;
  createdAt: string;
  updatedAt: string;
  UserMeeting: {
    userId: number;
    rsvp: RsvpAnswer | null;
    attendance: AttendanceStatus | null;
    User: { firstName: string; lastName: string };
  }[];
};

const DATE_REQUIRED = "A data da reunião é obrigatória";

const title = z
  .string({ error: "Título deve ter no mínimo 3 caracteres" })
  .trim()
  .min(3, "Título deve ter no mínimo 3 caracteres")
  .max(191, "Use até 191 caracteres");
const description = z
  .string({ error: "A descrição deve ter no mínimo 3 caracteres" })
  .trim()
  .min(3, "A descrição deve ter no mínimo 3 caracteres")
  .max(5000, "Use até 5000 caracteres");
const link = z
  .string({ error: "Link deve ser uma URL válida" })
  .trim()
  .max(2000, "Link deve ser uma URL válida")
  .url("Link deve ser uma URL válida")
  .refine((v) => /^https?:\/\//i.test(v), "Link deve ser uma URL válida");

/** An instant (ISO 8601 with time) or a calendar date ('YYYY-MM-DD' = midnight UTC). */
const meetingDate = z
  .string({ error: DATE_REQUIRED })
  .trim()
  .min(1, DATE_REQUIRED)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    "Data inválida",
  )
  .transform((v) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v))
  .refine(
    (d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= new Date().getUTCFullYear() + 2,
    "Data inválida",
  );

/** Attendees: user ids, or the form's `{ id, fullName }` items; repeated ids count once. */
const attendees = z
  .array(
    z.preprocess(
      (v) => (v && typeof v === "object" && "id" in v ? (v as { id: unknown }).id : v),
      z.coerce
        .number({ error: "Usuário inválido" })
        .int("Usuário inválido")
        .positive("Usuário inválido")
        .max(2_147_483_647, "Usuário inválido"),
    ),
    { error: "Selecione os participantes" },
  )
  .max(500, "Use até 500 participantes")
  .transform((ids) => [...new Set(ids)]);

/** 'Repetir' (decision 0121): weekly or monthly, `count` occurrences or until a day (at most 52). */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: "Escolha semanal ou mensal" }),
    count: z
      .number({ error: "Número de ocorrências inválido" })
      .int("Número de ocorrências inválido")
      .min(2, "Informe ao menos 2 ocorrências")
      .max(MAX_OCCURRENCES, `A série pode ter no máximo ${MAX_OCCURRENCES} ocorrências`)
      .optional(),
    until: z
      .string({ error: "Data final inválida" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Data final inválida")
      .refine((v) => !Number.isNaN(Date.parse(v)), "Data final inválida")
      .optional(),
  })
  .strict()
  .refine((v) => (v.count === undefined) !== (v.until === undefined), {
    message: "Informe o número de ocorrências ou a data final (um dos dois)",
    path: ["count"],
  });
export type Recurrence = z.output<typeof recurrenceSchema>;

/** `?scope=` of an edit or a cancel: this occurrence only, or it and the following ones. */
export const MEETING_SCOPES = ["single", "following"] as const;
export const meetingScopeSchema = z.object({
  scope: z
    .enum(MEETING_SCOPES, { error: "Escopo inválido: use single ou following" })
    .default("single"),
});
export type MeetingScope = (typeof MEETING_SCOPES)[number];

/** `POST /api/meetings` and 'Nova reunião'. */
export const meetingSchema = z.object({
  title,
  description,
  link,
  meetingDate,
  users: attendees.default([]),
  recurrence: recurrenceSchema.nullish(),
  agenda: agendaSchema.default([]),
  quorum: quorumSchema.default(null),
});
/** `PATCH /api/meetings/{id}`: the same body, every field optional; `users` replaces the list. */
export const meetingUpdateSchema = z
  .object({
    title,
    description,
    link,
    meetingDate,
    users: attendees,
    agenda: agendaSchema,
    quorum: quorumSchema,
  })
  .partial();
export type MeetingInput = z.input<typeof meetingSchema>;
export type MeetingUpdate = z.output<typeof meetingUpdateSchema>;

/** `GET /api/meetings`, `GET /api/collaborator/meetings` and their screens. */
export const meetingListQuerySchema = listQuerySchema.extend({
  sort: z.enum(MEETING_SORTS, { error: "Ordenação inválida" }).optional(),
  title: optionalText(191),
  date: optionalDateFilter(),
  status: z.enum(MEETING_FILTER_STATUSES, { error: "Status inválido" }).default("ALL"),
});
export type MeetingListQuery = z.output<typeof meetingListQuerySchema>;

// ─── The meeting form (client): a calendar day + optional HH:MM → one instant ───────────────

/** 'Repetir' in the create form: strings as the inputs hold them; the API checks the rest. */
export const recurrenceFormFields = {
  repeat: z.enum(["NONE", ...RECURRENCE_FREQUENCIES]),
  ends: z.enum(["count", "until"]),
  count: z.string().regex(/^\d{0,2}$/, "Informe de 2 a 52 ocorrências"),
  until: z.string(),
};
export type RecurrenceFormValues = {
  repeat: "NONE" | RecurrenceFrequency;
  ends: "count" | "until";
  count: string;
  until: string;
};
export const RECURRENCE_FORM_DEFAULTS: RecurrenceFormValues = {
  repeat: "NONE",
  ends: "count",
  count: "4",
  until: "",
};

const recurrenceFormToInput = (values: RecurrenceFormValues) =>
  values.repeat === "NONE"
    ? null
    : {
        frequency: values.repeat,
        ...(values.ends === "count" ? { count: Number(values.count) } : { until: values.until }),
      };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const meetingFormSchema = z.object({
  title,
  description,
  link,
  day: z
    .string({ error: DATE_REQUIRED })
    .min(1, DATE_REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Data inválida"),
  time: z
    .string()
    .max(5, "Horário inválido")
    .refine((v) => v === "" || TIME.test(v), "Horário inválido (HH:MM)"),
  users: z.array(z.number()),
  ...agendaFormFields,
  ...recurrenceFormFields,
});
export type MeetingFormValues = z.infer<typeof meetingFormSchema>;

/**
 * The form's day and time, read in the viewer's time zone (where they typed it), as the
 * instant the API stores. Without a time the meeting starts at 00:00.
 */
export function meetingFormToInput(values: MeetingFormValues) {
  const [year, month, day] = values.day.split("-").map(Number);
  const [hours, minutes] = values.time ? values.time.split(":").map(Number) : [0, 0];
  return {
    title: values.title,
    description: values.description,
    link: values.link,
    meetingDate: new Date(year, month - 1, day, hours, minutes).toISOString(),
    users: values.users,
    ...agendaFormToInput(values),
    recurrence: recurrenceFormToInput(values),
  };
}

/** An instant → the form's day and time in the viewer's time zone ('' time at midnight). */
export function meetingDateToForm(iso: string): { day: string; time: string } {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return { day, time: time === "00:00" ? "" : time };
}

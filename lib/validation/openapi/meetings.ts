import {
  MEETING_STATUSES,
  meetingListQuerySchema,
  meetingSchema,
  meetingScopeSchema,
  meetingUpdateSchema,
} from "@/lib/validation/meeting";
import {
  ATTENDANCE_STATUSES,
  finishSchema,
  RSVP_ANSWERS,
  rsvpSchema,
} from "@/lib/validation/meeting-records";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { createdWithId, dateTime, listOf, success } from "./responses";

const ADMIN = ["ADMIN"] as const;
const EMPLOYEE = ["EMPLOYEE"] as const;
const BOTH = ["ADMIN", "EMPLOYEE"] as const;

export const meetingResponse = z
  .looseObject({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    link: z.string(),
    date: dateTime(),
    status: z.enum(MEETING_STATUSES),
    UserMeeting: z.array(
      z.looseObject({
        userId: z.int(),
        rsvp: z.enum(RSVP_ANSWERS).nullable(),
        attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
        User: z.object({ firstName: z.string(), lastName: z.string() }),
      }),
    ),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: "Meeting" });

export const meetingOperations: Operation[] = [
  {
    method: "get",
    path: "/api/meetings",
    tag: "Reuniões",
    roles: ADMIN,
    summary: "Reuniões",
    query: meetingListQuerySchema,
    ok: { status: 200, schema: listOf(meetingResponse) },
  },
  {
    method: "post",
    path: "/api/meetings",
    tag: "Reuniões",
    roles: ADMIN,
    summary: "Nova reunião",
    body: meetingSchema,
    example: {
      title: "Reunião de alinhamento",
      description: "Planejamento do trimestre",
      link: "https://meet.exemplo.com.br/alinhamento",
      meetingDate: "2026-12-01T13:00:00.000Z",
      users: [2],
    },
    ok: { status: 201, schema: createdWithId },
    errors: [400, 413],
  },
  {
    method: "get",
    path: "/api/meetings/export",
    tag: "Reuniões",
    roles: ADMIN,
    summary: "Reuniões em CSV",
    query: meetingListQuerySchema,
    ok: { status: 200, media: "text/csv" },
  },
  {
    method: "get",
    path: "/api/meetings/{id}",
    tag: "Reuniões",
    roles: ADMIN,
    summary: "Uma reunião com participantes e histórico",
    ok: { status: 200, schema: meetingResponse },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/meetings/{id}",
    tag: "Reuniões",
    roles: ADMIN,
    summary: "Editar uma reunião pendente",
    description:
      "`scope=following` aplica a mudança a esta ocorrência de uma série e às pendentes seguintes (uma nova data desloca todas pelo mesmo intervalo); sem ele, só a esta reunião.",
    query: meetingScopeSchema,
    body: meetingUpdateSchema,
    ok: { status: 200, schema: success },
    errors: [400, 404, 409, 413],
  },
  {
    method: "patch",
    path: "/api/meetings/{id}/cancel",
    tag: "Reuniões",
    roles: ADMIN,
    summary: "Cancelar (PENDING → CANCELED)",
    description:
      "`scope=following` cancela esta ocorrência de uma série e as pendentes seguintes; sem ele, só esta reunião.",
    query: meetingScopeSchema,
    ok: { status: 200, schema: success },
    errors: [400, 404, 409],
  },
  {
    method: "patch",
    path: "/api/meetings/{id}/finish",
    tag: "Reuniões",
    roles: ADMIN,
    summary: "Finalizar (PENDING → DONE), com presença, convidados e deliberações opcionais",
    description:
      "Sem corpo, apenas finaliza. `attendance` nomeia cada convidado uma vez; `outcomes` só itens da pauta desta reunião. Os presentes recebem a ata em PDF por e-mail.",
    body: finishSchema,
    example: {
      attendance: [{ userId: 2, status: "PRESENT" }],
      guests: ["Convidada Externa"],
      outcomes: [{ agendaItemId: 1, text: "Aprovado por unanimidade" }],
    },
    ok: { status: 200, schema: success },
    errors: [400, 404, 409, 413],
  },
  {
    method: "get",
    path: "/api/meetings/{id}/minutes.pdf",
    tag: "Reuniões",
    roles: BOTH,
    summary: "A ata em PDF (admin ou convidado; só reuniões finalizadas: antes, 409)",
    ok: { status: 200, media: "application/pdf" },
    errors: [404, 409],
  },
  {
    method: "put",
    path: "/api/collaborator/meetings/{id}/rsvp",
    tag: "Reuniões",
    roles: EMPLOYEE,
    summary: "Responder ao convite (Vou, Talvez, Não vou) até o início da reunião",
    body: rsvpSchema,
    example: { answer: "YES" },
    ok: { status: 200, schema: success.extend({ answer: z.enum(RSVP_ANSWERS) }) },
    errors: [400, 404, 409, 413],
  },
  {
    method: "get",
    path: "/api/meetings/{id}/ics",
    tag: "Reuniões",
    roles: BOTH,
    summary: "A reunião em .ics (admin ou participante)",
    ok: { status: 200, media: "text/calendar" },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/collaborator/meetings",
    tag: "Reuniões",
    roles: EMPLOYEE,
    summary: "Minhas reuniões",
    query: meetingListQuerySchema,
    ok: {
      status: 200,
      schema: listOf(meetingResponse.partial().required({ id: true, title: true })),
    },
  },
  {
    method: "get",
    path: "/api/calendar/{token}",
    tag: "Reuniões",
    summary: "Feed de agenda secreto (o token na URL é a credencial; termina em .ics)",
    ok: { status: 200, media: "text/calendar" },
    errors: [404],
  },
];

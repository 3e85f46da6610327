import type { Database } from "@/db";
import * as schema from "@/db/schema";
import { daysFromNow, laterBy } from "./dates";
import type { DemoPeople } from "./people";

type Status = (typeof schema.meetingStatus.enumValues)[number];
type DemoMeeting = {
  title: string;
  description: string;
  slug: string;
  date: Date;
  status?: Status;
  with: string[];
};

const EMPLOYEE = "colaborador";

// Under ten, so each list fits one page; past and future, every status, the demo employee in most.
const MEETINGS: DemoMeeting[] = [
  {
    title: "Reunião de alinhamento",
    description: "Alinhamento semanal da equipe",
    slug: "alinhamento",
    date: daysFromNow(2, 10),
    with: [EMPLOYEE, "jose.silva"],
  },
  {
    title: "Planejamento trimestral",
    description: "Metas e prioridades do próximo trimestre",
    slug: "planejamento",
    date: daysFromNow(9, 14),
    with: ["maria.conceicao"],
  },
  {
    title: "Boas-vindas aos novos membros",
    description: "Apresentação da organização",
    slug: "boas-vindas",
    date: daysFromNow(-5, 19),
    status: "DONE",
    with: [EMPLOYEE],
  },
  {
    title: "Revisão financeira",
    description: "Fechamento do mês",
    slug: "financeiro",
    date: daysFromNow(-12, 15),
    status: "CANCELED",
    with: [EMPLOYEE],
  },
  {
    title: "Oficina de ferramentas internas",
    description: "Agenda, drive e chat: dúvidas práticas",
    slug: "oficina-ferramentas",
    date: daysFromNow(5, 9, 30),
    with: [EMPLOYEE, "lucas.araujo", "beatriz.lima"],
  },
  {
    title: "Encontro de voluntários",
    description: "Balanço das ações do semestre e próximos mutirões",
    slug: "voluntarios",
    date: daysFromNow(-21, 18, 30),
    status: "DONE",
    with: [EMPLOYEE, "jose.silva", "maria.conceicao", "fernanda.goncalves"],
  },
  {
    title: "Mentoria individual",
    description: "Plano de desenvolvimento individual",
    slug: "mentoria",
    date: daysFromNow(-2, 16),
    status: "DONE",
    with: [EMPLOYEE, "juliana.ribeiro"],
  },
  {
    title: "Apresentação de resultados",
    description: "Indicadores do trimestre para toda a organização",
    slug: "resultados",
    date: daysFromNow(16, 11),
    with: ["joao.pereira", "ana.souza", "antonio.oliveira", "rafael.camara"],
  },
];

export async function demoMeetings(db: Database, people: DemoPeople): Promise<void> {
  const userId = (handle: string) =>
    (handle === EMPLOYEE ? people.employee : people.byHandle(handle)).id;
  // Scheduled ten days before it takes place (or today), settled when it took place.
  const scheduledAt = (m: DemoMeeting) => laterBy(m.date, -10);
  const settledAt = (m: DemoMeeting) => (m.status ? laterBy(m.date, 0) : scheduledAt(m));
  const rows = await db
    .insert(schema.meetings)
    .values(
      MEETINGS.map((meeting) => ({
        title: meeting.title,
        description: meeting.description,
        link: `https://meet.example.com/${meeting.slug}`,
        date: meeting.date,
        status: meeting.status ?? "PENDING",
        createdAt: scheduledAt(meeting),
        updatedAt: settledAt(meeting),
      })),
    )
    .returning();
  await db
    .insert(schema.meetingUsers)
    .values(
      MEETINGS.flatMap((meeting, i) =>
        meeting.with.map((handle) => ({ meetingId: rows[i].id, userId: userId(handle) })),
      ),
    );
  await db.insert(schema.statusHistory).values(
    rows.flatMap((meeting) => [
      {
        entityType: "meeting",
        entityId: meeting.id,
        fromStatus: null,
        toStatus: "PENDING",
        actorId: people.admin.id,
        createdAt: meeting.createdAt,
      },
      ...(meeting.status === "PENDING"
        ? []
        : [
            {
              entityType: "meeting",
              entityId: meeting.id,
              fromStatus: "PENDING",
              toStatus: meeting.status,
              actorId: people.admin.id,
              createdAt: meeting.updatedAt,
            },
          ]),
    ]),
  );
}

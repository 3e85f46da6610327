import type { Database } from "./index";
import * as s from "./schema";
import { hashPassword } from "@/lib/server/password";

export const DEMO_ADMIN = { email: "admin@membros.dev", password: "Admin@123456" };
export const DEMO_EMPLOYEE = { email: "colaborador@membros.dev", password: "Colab@123456" };

const PEOPLE: Array<[string, string, string]> = [
  ["José", "da Silva", "jose.silva"],
  ["Maria", "Conceição", "maria.conceicao"],
  ["João", "Pereira", "joao.pereira"],
  ["Ana", "Luíza Souza", "ana.souza"],
  ["Antônio", "Oliveira", "antonio.oliveira"],
  ["Fernanda", "Gonçalves", "fernanda.goncalves"],
  ["Lucas", "Araújo", "lucas.araujo"],
  ["Beatriz", "Lima", "beatriz.lima"],
  ["Rafael", "Câmara", "rafael.camara"],
  ["Juliana", "Ribeiro", "juliana.ribeiro"],
  ["Mário", "Andrade", "mario.andrade"],
  ["Patrícia", "Rocha", "patricia.rocha"],
];

// Valid CPFs (check digits verified), so demo users pass the edit form as they are.
const CPFS = ["52998224725", "11144477735", "39053344705", "86288366757", "71428793860", "12345678909"];

const days = (n: number) => new Date(Date.now() + n * 86_400_000);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function demoData(db: Database): Promise<void> {
  const profileIds = Object.fromEntries(
    (await db.select().from(s.profiles)).map((p) => [p.label, p.id]),
  ) as Record<"ADMIN" | "EXPERT" | "EMPLOYEE", number>;

  const [adminHash, employeeHash, othersHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_EMPLOYEE.password),
    hashPassword("Membros@2026"),
  ]);

  const [admin] = await db
    .insert(s.users)
    .values({
      firstName: "Ana",
      lastName: "Administradora",
      email: DEMO_ADMIN.email,
      passwordHash: adminHash,
      profileId: profileIds.ADMIN,
      phone: "11987654321",
      document: CPFS[0],
      birthDate: "1985-03-14",
      instagram: "@ana.admin",
    })
    .returning();
  const [employee] = await db
    .insert(s.users)
    .values({
      firstName: "Carlos",
      lastName: "Colaborador",
      email: DEMO_EMPLOYEE.email,
      passwordHash: employeeHash,
      profileId: profileIds.EMPLOYEE,
      phone: "21998765432",
      document: CPFS[1],
      birthDate: "1992-07-22",
      instagram: "@carlos.colab",
      pixKey: DEMO_EMPLOYEE.email,
    })
    .returning();
  const others = await db
    .insert(s.users)
    .values(
      PEOPLE.map(([firstName, lastName, handle], i) => ({
        firstName,
        lastName,
        email: `${handle}@membros.dev`,
        passwordHash: othersHash,
        profileId: i === 11 ? profileIds.EXPERT : profileIds.EMPLOYEE,
        phone: `119${String(80000000 + i * 1234567).slice(0, 8)}`,
        document: i < CPFS.length - 2 ? CPFS[i + 2] : null,
        birthDate: `19${80 + i}-0${(i % 9) + 1}-1${i % 9}`,
        instagram: i % 3 === 0 ? `@${handle.replace(".", "_")}` : null,
      })),
    )
    .returning();

  const meetingRows = await db
    .insert(s.meetings)
    .values([
      { title: "Reunião de alinhamento", description: "Alinhamento semanal da equipe", link: "https://meet.example.com/alinhamento", date: days(2) },
      { title: "Planejamento trimestral", description: "Metas e prioridades do próximo trimestre", link: "https://meet.example.com/planejamento", date: days(9) },
      { title: "Boas-vindas aos novos membros", description: "Apresentação da organização", link: "https://meet.example.com/boas-vindas", date: days(-5), status: "DONE" as const },
      { title: "Revisão financeira", description: "Fechamento do mês", link: "https://meet.example.com/financeiro", date: days(-12), status: "CANCELED" as const },
    ])
    .returning();
  await db.insert(s.meetingUsers).values([
    { meetingId: meetingRows[0].id, userId: employee.id },
    { meetingId: meetingRows[0].id, userId: others[0].id },
    { meetingId: meetingRows[1].id, userId: others[1].id },
    { meetingId: meetingRows[2].id, userId: employee.id },
    { meetingId: meetingRows[3].id, userId: employee.id },
  ]);
  await db.insert(s.statusHistory).values(
    meetingRows.flatMap((m) => [
      { entityType: "meeting", entityId: m.id, fromStatus: null, toStatus: "PENDING", actorId: admin.id },
      ...(m.status === "PENDING" ? [] : [{ entityType: "meeting", entityId: m.id, fromStatus: "PENDING", toStatus: m.status, actorId: admin.id }]),
    ]),
  );

  const typeId = async (table: typeof s.paymentTypes) => (await db.select().from(table).limit(1))[0].id;
  const finance = [
    { table: s.payments, entityType: "payment", typeId: await typeId(s.paymentTypes), dated: false, confirmed: "PAID" as const },
    { table: s.paymentRequests, entityType: "payment_request", typeId: await typeId(s.paymentRequestTypes), dated: true, confirmed: "PAID" as const },
    { table: s.refunds, entityType: "refund", typeId: await typeId(s.refundTypes), dated: true, confirmed: "APPROVED" as const },
  ];
  for (const { table, entityType, typeId: type, dated, confirmed } of finance) {
    const rows = await db
      .insert(table)
      .values(
        [employee, employee, employee, others[0], others[1]].map((owner, i) => ({
          userId: owner.id,
          typeId: type,
          description: `${["Despesa de viagem", "Serviço prestado", "Compra de material", "Curso externo", "Evento"][i]}`,
          valueCents: 12_345 * (i + 1),
          date: dated ? isoDate(days(-i * 3)) : null,
          status: i === 1 ? confirmed : i === 2 ? ("CANCELLED" as const) : ("PENDING" as const),
          reason: i === 2 ? "Cancelado pelo administrador" : null,
        })),
      )
      .returning();
    await db.insert(s.statusHistory).values(
      rows.flatMap((r) => [
        { entityType, entityId: r.id, fromStatus: null, toStatus: "PENDING", actorId: r.userId },
        ...(r.status === "PENDING" ? [] : [{ entityType, entityId: r.id, fromStatus: "PENDING", toStatus: r.status, reason: r.reason, actorId: admin.id }]),
      ]),
    );
  }

  const [training] = await db
    .insert(s.trainings)
    .values([
      { title: "Integração de novos membros", description: "Tudo o que você precisa saber para começar", tutor: "Ana Administradora" },
      { title: "Finanças pessoais", description: "Organize seu dinheiro com método", tutor: "Rafael Câmara" },
      { title: "Comunicação não violenta", description: "Conversas difíceis com empatia", tutor: "Juliana Ribeiro" },
    ])
    .returning();
  const [mod] = await db
    .insert(s.modules)
    .values([
      { parentId: training.id, title: "Conhecendo a organização", description: "História, missão e valores" },
      { parentId: training.id, title: "Ferramentas do dia a dia", description: "Os sistemas que usamos" },
    ])
    .returning();
  const [sub] = await db
    .insert(s.submodules)
    .values({ parentId: mod.id, title: "Nossa história", description: "Como tudo começou" })
    .returning();
  await db.insert(s.lessons).values([
    { parentId: sub.id, title: "Boas-vindas", description: "Uma mensagem da diretoria", content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    { parentId: sub.id, title: "Linha do tempo", description: "Os marcos da organização", content: "https://example.com/linha-do-tempo" },
  ]);
  await db.insert(s.trainingGrants).values({ userId: employee.id, itemId: training.id });
  await db.insert(s.moduleGrants).values({ userId: employee.id, itemId: mod.id });
  await db.insert(s.submoduleGrants).values({ userId: employee.id, itemId: sub.id });
}

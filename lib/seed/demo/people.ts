import type { Database } from "@/db";
import * as schema from "@/db/schema";
import { hashPassword } from "@/lib/core/password";

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
/**
 * Patrícia Rocha is the demo's EXPERT (README); everyone else below the two demo accounts is an
 * EMPLOYEE.
 */
const EXPERT_INDEX = 11;

// Valid CPFs (check digits verified), so demo users pass the edit form as they are.
const CPFS = [
  "52998224725",
  "11144477735",
  "39053344705",
  "86288366757",
  "71428793860",
  "12345678909",
];

export type DemoUser = typeof schema.users.$inferSelect;
/**
 * The demo's people by the handle of their e-mail (`jose.silva`, …), plus the two demo accounts.
 */
export type DemoPeople = {
  admin: DemoUser;
  employee: DemoUser;
  byHandle: (handle: string) => DemoUser;
};

export async function demoPeople(db: Database): Promise<DemoPeople> {
  const profileIds = Object.fromEntries(
    (await db.select().from(schema.profiles)).map((p) => [p.label, p.id]),
  ) as Record<"ADMIN" | "EXPERT" | "EMPLOYEE", number>;

  const [adminHash, employeeHash, othersHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_EMPLOYEE.password),
    hashPassword("Membros@2026"),
  ]);

  const [admin, employee] = await db
    .insert(schema.users)
    .values([
      {
        firstName: "Ana",
        lastName: "Administradora",
        email: DEMO_ADMIN.email,
        passwordHash: adminHash,
        profileId: profileIds.ADMIN,
        phone: "11987654321",
        document: CPFS[0],
        birthDate: "1985-03-14",
        instagram: "@ana.admin",
      },
      {
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
        pixKeyType: "EMAIL",
      },
    ])
    .returning();
  const others = await db
    .insert(schema.users)
    .values(
      PEOPLE.map(([firstName, lastName, handle], i) => ({
        firstName,
        lastName,
        email: `${handle}@membros.dev`,
        passwordHash: othersHash,
        profileId: i === EXPERT_INDEX ? profileIds.EXPERT : profileIds.EMPLOYEE,
        phone: `119${String(80000000 + i * 1234567).slice(0, 8)}`,
        document: i < CPFS.length - 2 ? CPFS[i + 2] : null,
        birthDate: `19${80 + i}-0${(i % 9) + 1}-1${i % 9}`,
        instagram: i % 3 === 0 ? `@${handle.replace(".", "_")}` : null,
      })),
    )
    .returning();

  const byHandle = (handle: string) => {
    const user = others.find((u) => u.email === `${handle}@membros.dev`);
    if (!user) throw new Error(`No demo user ${handle}`);
    return user;
  };
  return { admin, employee, byHandle };
}

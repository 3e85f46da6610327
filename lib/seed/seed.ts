import { count, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import * as schema from "@/db/schema";
import { hashPassword } from "@/lib/core/password";
import { demoData } from "./demo-data";
import { migrateLegacyPixKeys } from "./pix-keys";

export const PROFILES = ["ADMIN", "EXPERT", "EMPLOYEE"] as const;

const TYPE_LISTS = [
  {
    table: schema.paymentTypes,
    labels: ["Salário", "Comissão", "Bônus", "Prestação de serviço", "Outros"],
  },
  {
    table: schema.paymentRequestTypes,
    labels: ["Material de escritório", "Equipamento", "Software", "Serviço de terceiros", "Outros"],
  },
  {
    table: schema.refundTypes,
    labels: ["Transporte", "Alimentação", "Hospedagem", "Combustível", "Outros"],
  },
];

/** Profiles and the three type lists: needed by every database, safe to run on every start. */
export async function seedBase(db: Database): Promise<void> {
  await db
    .insert(schema.profiles)
    .values(PROFILES.map((label) => ({ label })))
    .onConflictDoNothing();
  for (const { table, labels } of TYPE_LISTS) {
    const [{ rows }] = await db.select({ rows: count() }).from(table);
    if (rows === 0) await db.insert(table).values(labels.map((label) => ({ label })));
  }
  await migrateLegacyPixKeys(db);
}

export async function profileId(db: Database, label: (typeof PROFILES)[number]): Promise<number> {
  const [row] = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(eq(schema.profiles.label, label));
  return row.id;
}

/** The first admin of a server database, from ADMIN_EMAIL / ADMIN_PASSWORD; once. */
export async function seedFirstAdmin(db: Database, email: string, password: string): Promise<void> {
  const [existing] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = lower(${email})`);
  if (existing) return;
  await db
    .insert(schema.users)
    .values({
      firstName: "Administrador",
      lastName: "Membros",
      email,
      passwordHash: await hashPassword(password),
      profileId: await profileId(db, "ADMIN"),
      phone: "11999999999",
      birthDate: "1990-01-01",
    })
    .onConflictDoNothing();
}

/** Demo data and the two demo accounts, only into an empty database. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [{ users }] = await db.select({ users: count() }).from(schema.users);
  if (users > 0) return false;
  await demoData(db);
  return true;
}

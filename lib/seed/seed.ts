import { count, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import * as s from "@/db/schema";
import { hashPassword } from "@/lib/core/password";
import { demoData } from "./demo-data";
import { migrateLegacyPixKeys } from "./pix-keys";

export const PROFILES = ["ADMIN", "EXPERT", "EMPLOYEE"] as const;

const TYPE_LISTS = [
  {
    table: s.paymentTypes,
    labels: ["Salário", "Comissão", "Bônus", "Prestação de serviço", "Outros"],
  },
  {
    table: s.paymentRequestTypes,
    labels: ["Material de escritório", "Equipamento", "Software", "Serviço de terceiros", "Outros"],
  },
  {
    table: s.refundTypes,
    labels: ["Transporte", "Alimentação", "Hospedagem", "Combustível", "Outros"],
  },
];

/** Profiles and the three type lists: needed by every database, safe to run on every start. */
export async function seedBase(db: Database): Promise<void> {
  await db
    .insert(s.profiles)
    .values(PROFILES.map((label) => ({ label })))
    .onConflictDoNothing();
  for (const { table, labels } of TYPE_LISTS) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    if (n === 0) await db.insert(table).values(labels.map((label) => ({ label })));
  }
  await migrateLegacyPixKeys(db);
}

export async function profileId(db: Database, label: (typeof PROFILES)[number]): Promise<number> {
  const [row] = await db
    .select({ id: s.profiles.id })
    .from(s.profiles)
    .where(eq(s.profiles.label, label));
  return row.id;
}

/** The first admin of a server database, from ADMIN_EMAIL / ADMIN_PASSWORD; once. */
export async function seedFirstAdmin(db: Database, email: string, password: string): Promise<void> {
  const [existing] = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(sql`lower(${s.users.email}) = lower(${email})`);
  if (existing) return;
  await db
    .insert(s.users)
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
  const [{ n }] = await db.select({ n: count() }).from(s.users);
  if (n > 0) return false;
  await demoData(db);
  return true;
}

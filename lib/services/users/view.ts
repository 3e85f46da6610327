import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { profiles, users } from "@/db/schema";
import { conflict, notFound } from "@/lib/core/errors";

/** A user as the API and the screens see it (spec §3); never the password. */
export type UserView = {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  profileId: number;
  Profile: { id: number; label: string };
  phone: string;
  document: string | null;
  birthDate: string;
  instagram: string | null;
  pixKey: string | null;
  /** CPF | CNPJ | EMAIL | PHONE | EVP, or null (no key, or a legacy one to review). */
  pixKeyType: string | null;
  pixKeyNeedsReview: boolean;
  active: boolean;
  /** When the personal fields were erased (LGPD), or null. */
  anonymizedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export const EMAIL_TAKEN = "Este e-mail já está cadastrado";
export const emailTaken = () => conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

export const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileId: users.profileId,
  profileLabel: profiles.label,
  phone: users.phone,
  document: users.document,
  birthDate: users.birthDate,
  instagram: users.instagram,
  pixKey: users.pixKey,
  pixKeyType: users.pixKeyType,
  pixKeyNeedsReview: users.pixKeyNeedsReview,
  active: users.active,
  anonymizedAt: users.anonymizedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
type Row = Omit<UserView, "fullName" | "Profile" | "createdAt" | "updatedAt" | "anonymizedAt"> & {
  profileLabel: string;
  createdAt: Date;
  updatedAt: Date;
  anonymizedAt: Date | null;
};

export function toView({
  profileLabel,
  createdAt,
  updatedAt,
  anonymizedAt,
  ...row
}: Row): UserView {
  return {
    ...row,
    anonymizedAt: anonymizedAt?.toISOString() ?? null,
    fullName: `${row.firstName} ${row.lastName}`,
    Profile: { id: row.profileId, label: profileLabel },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function findActive(db: Executor, id: number): Promise<UserView> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.id, id), eq(users.active, true)));
  if (!row) throw notFound("Usuário não encontrado");
  return toView(row);
}

import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { subYears } from "date-fns";
import { z } from "zod";

export const onlyDigits = (value: string) => value.replace(/\D/g, "");
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value === null ? undefined : value;

export const MIN_AGE_YEARS = 18;
/** The latest birth date allowed: 18 years before `today` (YYYY-MM-DD). */
export const latestBirthDate = (today = new Date()) => subYears(today, MIN_AGE_YEARS).toISOString().slice(0, 10);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const name = (required: string, short: string) =>
  z.string({ error: required }).trim().min(1, required).min(3, short).max(100, "Use até 100 caracteres");

export const userFields = {
  email: z.string({ error: "E-mail inválido" }).trim().toLowerCase().email("E-mail inválido").max(255, "E-mail inválido"),
  firstName: name("O nome é obrigatório", "O nome deve ter pelo menos 3 caracteres"),
  lastName: name("O sobrenome é obrigatório", "O sobrenome deve ter pelo menos 3 caracteres"),
  phone: z
    .string({ error: "O telefone é obrigatório" })
    .transform(onlyDigits)
    .pipe(z.string().min(1, "O telefone é obrigatório").min(11, "O telefone deve ter pelo menos 11 caracteres").max(11, "Telefone inválido")),
  document: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform(onlyDigits)
      .refine((d) => (d.length === 11 && isValidCpf(d)) || (d.length === 14 && isValidCnpj(d)), "CPF ou CNPJ inválido")
      .optional(),
  ),
  birthDate: z
    .string({ error: "A data de nascimento é obrigatória" })
    .min(1, "A data de nascimento é obrigatória")
    .refine(isRealDate, "Data inválida")
    .refine((v) => v >= "1900-01-01", "Data inválida")
    .refine((v) => v <= latestBirthDate(), "É preciso ter pelo menos 18 anos"),
  instagram: z.preprocess(emptyToUndefined, z.string().trim().max(100, "Use até 100 caracteres").optional()),
  pixKey: z.preprocess(emptyToUndefined, z.string().trim().max(140, "Use até 140 caracteres").optional()),
  password: z.preprocess(
    emptyToUndefined,
    z.string().min(8, "A senha deve ter pelo menos 8 caracteres").max(200, "Senha muito longa").optional(),
  ),
  profileId: z.coerce
    .number({ error: "O perfil é obrigatório" })
    .int("O perfil é inválido")
    .positive("O perfil é obrigatório"),
};

/** Self-registration: the user form's rules, password required, profile fixed to EMPLOYEE. */
export const registerSchema = z.object({
  email: userFields.email,
  firstName: userFields.firstName,
  lastName: userFields.lastName,
  phone: userFields.phone,
  document: userFields.document,
  birthDate: userFields.birthDate,
  instagram: userFields.instagram,
  pixKey: userFields.pixKey,
  password: z.string({ error: "A senha deve ter pelo menos 8 caracteres" }).min(8, "A senha deve ter pelo menos 8 caracteres").max(200, "Senha muito longa"),
});
export type RegisterInput = z.input<typeof registerSchema>;

import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { subYears } from "date-fns";
import { z } from "@/lib/validation/zod";
import { listQuerySchema, optionalText } from "./list";
import { checkPixKey, PIX_KEY_TYPES } from "./pix-key";
import { USER_SORTS } from "@/lib/kinds/user";

export * from "@/lib/kinds/user";

export const onlyDigits = (value: string) => value.replace(/\D/g, "");
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value === null ? undefined : value;

export const MIN_AGE_YEARS = 18;
/** The latest birth date allowed: 18 years before `today` (YYYY-MM-DD). */
export const latestBirthDate = (today = new Date()) =>
  subYears(today, MIN_AGE_YEARS).toISOString().slice(0, 10);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  isoDate.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const name = (required: string, short: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(3, short)
    .max(100, "Use até 100 caracteres");

export const userFields = {
  email: z
    .string({ error: "E-mail inválido" })
    .trim()
    .toLowerCase()
    .email("E-mail inválido")
    .max(255, "E-mail inválido"),
  firstName: name("O nome é obrigatório", "O nome deve ter pelo menos 3 caracteres"),
  lastName: name("O sobrenome é obrigatório", "O sobrenome deve ter pelo menos 3 caracteres"),
  phone: z
    .string({ error: "O telefone é obrigatório" })
    .transform(onlyDigits)
    .pipe(
      z
        .string()
        .min(1, { error: "O telefone é obrigatório", abort: true })
        .min(11, "O telefone deve ter pelo menos 11 caracteres")
        .max(11, "Telefone inválido"),
    ),
  document: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform(onlyDigits)
      .refine(
        (d) => (d.length === 11 && isValidCpf(d)) || (d.length === 14 && isValidCnpj(d)),
        "CPF ou CNPJ inválido",
      )
      .optional(),
  ),
  birthDate: z
    .string({ error: "A data de nascimento é obrigatória" })
    .min(1, "A data de nascimento é obrigatória")
    .refine(isRealDate, "Data inválida")
    .refine((v) => v >= "1900-01-01", "Data inválida")
    .refine((v) => v <= latestBirthDate(), "É preciso ter pelo menos 18 anos"),
  instagram: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, "Use até 100 caracteres").optional(),
  ),
  pixKey: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(140, "Use até 140 caracteres").optional(),
  ),
  /** Without it a key is read as the first type it is valid for (API clients of spec §3). */
  pixKeyType: z.preprocess(
    emptyToUndefined,
    z.enum(PIX_KEY_TYPES, { error: "Tipo de chave PIX inválido" }).optional(),
  ),
  password: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(8, "A senha deve ter pelo menos 8 caracteres")
      .max(200, "Senha muito longa")
      .optional(),
  ),
  profileId: z.coerce
    .number({ error: "O perfil é obrigatório" })
    .int("O perfil é inválido")
    .positive("O perfil é obrigatório"),
};

/** The person's own fields: shared by self-registration, the admin user form and 'Meu Perfil'. */
const userBase = {
  email: userFields.email,
  firstName: userFields.firstName,
  lastName: userFields.lastName,
  phone: userFields.phone,
  document: userFields.document,
  birthDate: userFields.birthDate,
  instagram: userFields.instagram,
  pixKey: userFields.pixKey,
  pixKeyType: userFields.pixKeyType,
};

/** Self-registration: the user form's rules, password required, profile fixed to EMPLOYEE. */
export const registerSchema = z
  .object({
    ...userBase,
    password: z
      .string({ error: "A senha deve ter pelo menos 8 caracteres" })
      .min(8, "A senha deve ter pelo menos 8 caracteres")
      .max(200, "Senha muito longa"),
  })
  .superRefine(checkPixKey);
export type RegisterInput = z.input<typeof registerSchema>;

// ─── Admin user form, collaborator profile form, user list filters ──────────────────────────

/** 'Novo usuário' and `POST /api/user`: every §5 rule; the password is optional (min 8). */
const userCreateObject = z.object({
  ...userBase,
  password: userFields.password,
  profileId: userFields.profileId,
});
export const userCreateSchema = userCreateObject.superRefine(checkPixKey);
export type UserCreateInput = z.input<typeof userCreateSchema>;

/**
 * 'Editar usuário' and `PATCH /api/user/{id}`: the same rules, every field optional (a PATCH
 * changes what it sends). The screen has no password field; the API accepts one.
 */
export const userUpdateSchema = userCreateObject.partial().superRefine(checkPixKey);
/** The 'Editar usuário' screen: the update rules with the profile required. */
export const userEditFormSchema = userCreateObject
  .partial()
  .required({ profileId: true })
  .superRefine(checkPixKey);
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/**
 * 'Meu Perfil' and `PATCH /api/collaborator/user`. `profileId` is accepted only so a client
 * can send back what it read: the service refuses any other value (nobody changes their own
 * profile).
 */
export const profileUpdateSchema = z
  .object(userBase)
  .partial()
  .extend({ profileId: userFields.profileId.optional() })
  .superRefine(checkPixKey);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const dateFilter = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isRealDate(v), "Data inválida");

/** `GET /api/user` and the /admin/user URL: paging, sort and every optional §5 filter. */
export const userListQuerySchema = listQuerySchema.extend({
  sort: z.enum(USER_SORTS, { error: "Ordenação inválida" }).optional(),
  name: optionalText(100),
  email: optionalText(255),
  phone: optionalText(20),
  document: optionalText(20),
  birthDate: dateFilter,
  instagram: optionalText(100),
  pixKey: optionalText(140),
  /** A profile id or label (ADMIN, EXPERT, EMPLOYEE). */
  profile: optionalText(32),
  /** 'inactive' lists the deleted (deactivated) users, where an admin may anonymise them. */
  status: z.enum(["active", "inactive"], { error: "Situação inválida" }).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** A calendar-date filter ('YYYY-MM-DD', empty = none), shared by the list schemas. */
export const optionalDateFilter = () => dateFilter;

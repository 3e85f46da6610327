import { z } from "@/lib/validation/zod";

export const CODE_REQUIRED = "Informe o código de verificação";
export const CODE_INVALID = "Código de verificação inválido";
export const CODE_OR_PASSWORD_REQUIRED = "Informe o código de verificação ou a sua senha";

/**
 * A code as typed: six digits from the authenticator app, or a recovery code ("abcde-fghjk");
 * spaces and hyphens do not matter.
 */
export const secondFactorCode = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(32, CODE_INVALID);

/** Only the app's six digits (setup confirmation: a recovery code does not exist yet). */
export const totpCode = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .regex(/^\d{3}\s?\d{3}$/, "O código tem 6 dígitos");

export const confirmSetupSchema = z.object({ code: totpCode });
export const stepUpSchema = z.object({ code: secondFactorCode });

/** Turning the second factor off or new recovery codes: a current code or the password. */
export const secondFactorProofSchema = z
  .object({
    code: secondFactorCode.optional().or(z.literal("")),
    password: z.string().max(200, "Senha muito longa").optional(),
  })
  .refine((v) => Boolean(v.code) || Boolean(v.password), {
    path: ["code"],
    error: CODE_OR_PASSWORD_REQUIRED,
  });
export type SecondFactorProof = z.input<typeof secondFactorProofSchema>;

export const TWO_FACTOR_RULES = {
  none: "Ninguém",
  admins: "Administradores",
  everyone: "Todos",
} as const;

export const twoFactorRuleSchema = z.object({
  twoFactorRequired: z.enum(["none", "admins", "everyone"], {
    error: "Escolha quem deve usar a verificação em duas etapas",
  }),
});

import { z } from "@/lib/validation/zod";
import { secondFactorCode } from "./two-factor";

export const loginSchema = z.object({
  email: z
    .string({ error: "O e-mail é obrigatório" })
    .trim()
    .min(1, "O e-mail é obrigatório")
    .email("Email inválido")
    .max(255, "Email inválido"),
  password: z
    .string({ error: "A senha deve ter 6 caracteres" })
    .min(6, "A senha deve ter 6 caracteres")
    .max(200, "Senha muito longa"),
  /** The second factor (six digits or a recovery code), asked for once the password matched. */
  code: secondFactorCode.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

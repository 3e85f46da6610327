import { z } from "@/lib/validation/zod";

export const CURRENT_PASSWORD_REQUIRED = "Informe a senha atual";
export const PASSWORDS_DIFFER = "As senhas não conferem";

const newPassword = z
  .string({ error: "A senha deve ter pelo menos 8 caracteres" })
  .min(8, "A senha deve ter pelo menos 8 caracteres")
  .max(200, "Senha muito longa");

/** `POST /api/account/password` and the 'Alterar senha' form (which adds the confirmation). */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(200, "Senha muito longa"),
  newPassword,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    error: PASSWORDS_DIFFER,
  });
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;

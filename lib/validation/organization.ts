import { z } from "zod";

/**
 * The organisation's settings document (table organization_settings). Every field has a
 * default, so a setting added later reads as its default in a row written before it existed;
 * a field no longer known is dropped on the next write.
 */
export const organizationSettingsSchema = z.object({
  /** Shown on documents the organisation issues (minutes, certificates). */
  name: z.string().trim().min(1, "Informe o nome da organização").max(120).default("Membros"),
  /** Who must sign in with a second factor (code or passkey). */
  twoFactorRequired: z.enum(["none", "admins", "everyone"]).default("none"),
  /** Hours before a meeting its invitees are reminded (decision 0121); none: no reminders. */
  meetingReminderHours: z
    .array(
      z
        .number({ error: "Informe horas entre 1 e 168" })
        .int("Informe horas inteiras")
        .min(1, "Informe horas entre 1 e 168")
        .max(168, "Informe horas entre 1 e 168"),
      { error: "Informe uma lista de horas" },
    )
    .max(3, "Use até 3 lembretes")
    .transform((hours) => [...new Set(hours)].sort((a, b) => b - a))
    .default([24, 1]),
});

export type OrganizationSettings = z.output<typeof organizationSettingsSchema>;

/** What an update may send: any subset of the fields (defaults apply to a whole document only). */
export const organizationSettingsPatchSchema: z.ZodType<Partial<OrganizationSettings>> = z
  .object(
    Object.fromEntries(
      Object.entries(organizationSettingsSchema.shape).map(([key, field]) => [
        key,
        field.unwrap().optional(),
      ]),
    ),
  )
  .strict();

import { z } from "@/lib/validation/zod";
import { listQuerySchema } from "./list";

export const NOTIFICATION_CATEGORY_LABELS = {
  finance: "Financeiro",
  meetings: "Reuniões",
  content: "Treinamentos",
  reminders: "Lembretes de reuniões",
} as const;
export type NotificationCategoryName = keyof typeof NOTIFICATION_CATEGORY_LABELS;

/** `GET /api/notifications?page&per_page&unread=true`, and the /notifications page's URL. */
export const notificationListQuerySchema = listQuerySchema.extend({
  sort: z.undefined({ error: "Ordenação inválida" }).optional(),
  // A string in a URL; a boolean when a page hands its parsed query on to the service.
  unread: z
    .union([z.boolean(), z.enum(["true", "false"])], { error: "Filtro inválido" })
    .optional()
    .transform((v) => v === true || v === "true"),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** `POST /api/notifications/read`: `{ "ids": [...] }` or `{ "all": true }`. */
export const markReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(z.number({ error: "Id inválido" }).int("Id inválido").positive("Id inválido"), {
            error: "Informe ids",
          })
          .min(1, "Informe ao menos um id")
          .max(500, "Use até 500 ids"),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: "Use all: true" }) }).strict(),
  ],
  { error: 'Envie { "ids": [...] } ou { "all": true }' },
);

/** Which categories send e-mail (in-app notifications are always made). */
export const emailPreferencesSchema = z.object({
  finance: z.boolean({ error: "Valor inválido" }),
  meetings: z.boolean({ error: "Valor inválido" }),
  content: z.boolean({ error: "Valor inválido" }),
  /** Optional, so a client written before it existed changes nothing by leaving it out. */
  reminders: z.boolean({ error: "Valor inválido" }).optional(),
});
export type EmailPreferences = z.output<typeof emailPreferencesSchema>;

export type NotificationView = {
  id: number;
  category: string;
  event: string;
  title: string;
  body: string;
  href: string;
  readAt: string | null;
  createdAt: string;
};

/** `GET /api/email-failures?page&per_page` (newest first; no other sort). */
export const emailFailureListQuerySchema = listQuerySchema.extend({
  sort: z.undefined({ error: "Ordenação inválida" }).optional(),
});

import { API_SCOPES } from "@/lib/core/scopes";
import { z } from "@/lib/validation/zod";

/** `POST /api/tokens`, 'Novo token': a name, the scopes and an optional expiry. */
export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: "Informe um nome" })
    .trim()
    .min(1, "Informe um nome")
    .max(80, "Use até 80 caracteres")
    .meta({ example: "Integração ERP" }),
  /** The user whose rights the token carries; absent: the admin who creates it. */
  userId: z.coerce
    .number({ error: "Usuário inválido" })
    .int("Usuário inválido")
    .min(1, "Usuário inválido")
    .max(2_147_483_647, "Usuário inválido")
    .optional(),
  scopes: z
    .array(z.enum(API_SCOPES, { error: "Escopo inválido" }), {
      error: "Escolha ao menos um escopo",
    })
    .min(1, "Escolha ao menos um escopo")
    .transform((scopes) => [...new Set(scopes)])
    .meta({ example: ["read", "finance:write"] }),
  expiresAt: z.iso
    .datetime({ offset: true, error: "Data de expiração inválida" })
    .optional()
    .refine((v) => !v || new Date(v).getTime() > Date.now(), "A expiração deve ser no futuro")
    .meta({ example: "2027-12-31T23:59:59-03:00" }),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;

/** Events a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [
  "finance.created",
  "finance.moved",
  "finance.approved",
  "meeting.created",
  "meeting.changed",
  "meeting.cancelled",
  "user.created",
  "user.deactivated",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "finance.created": "Item financeiro criado",
  "finance.moved":
    "Item financeiro confirmado, negado, cancelado, devolvido para informações ou reenviado",
  "finance.approved": "Aprovação de um item que pede duas (cada uma)",
  "meeting.created": "Reunião criada",
  "meeting.changed": "Reunião alterada",
  "meeting.cancelled": "Reunião cancelada",
  "user.created": "Usuário criado",
  "user.deactivated": "Usuário desativado",
};

export const WEBHOOK_URL_INVALID =
  "Use um endereço HTTPS (HTTP só para localhost fora de produção ou para um host liberado)";

const isLocalHost = (host: string) =>
  host === "localhost" || host === "127.0.0.1" || host === "[::1]";

/** A host as DNS and the allow list see it: lower case, an IPv6 literal without brackets. */
export const webhookHost = (hostname: string) =>
  hostname
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");

/**
 * `WEBHOOK_ALLOWED_HOSTS`: host names (or literal addresses) an operator lets webhooks reach
 * although they are internal, e.g. a receiver on the private network.
 */
export const webhookAllowedHosts = (setting = process.env.WEBHOOK_ALLOWED_HOSTS) =>
  new Set((setting ?? "").split(",").map(webhookHost).filter(Boolean));

/**
 * HTTPS anywhere; plain HTTP only to this machine outside production, or to a host the operator
 * allowed (an internal receiver seldom has a certificate).
 */
export function acceptableWebhookUrl(
  value: string,
  production = process.env.NODE_ENV === "production",
  allowed = webhookAllowedHosts(),
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  if (url.protocol !== "http:") return false;
  return allowed.has(webhookHost(url.hostname)) || (!production && isLocalHost(url.hostname));
}

/** `POST /api/webhooks`, 'Novo endpoint'. */
export const webhookEndpointCreateSchema = z.object({
  url: z
    .string({ error: WEBHOOK_URL_INVALID })
    .trim()
    .max(2000, "Use até 2000 caracteres")
    .refine((v) => acceptableWebhookUrl(v), WEBHOOK_URL_INVALID)
    .meta({ example: "https://erp.exemplo.com.br/webhooks/membros" }),
  description: z
    .string()
    .trim()
    .max(120, "Use até 120 caracteres")
    .optional()
    .meta({ example: "ERP financeiro" }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: "Evento inválido" }), {
      error: "Escolha ao menos um evento",
    })
    .min(1, "Escolha ao menos um evento")
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointCreateInput = z.input<typeof webhookEndpointCreateSchema>;

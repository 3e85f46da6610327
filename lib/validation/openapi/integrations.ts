import { API_SCOPES } from "@/lib/core/scopes";
import {
  apiTokenCreateSchema,
  WEBHOOK_EVENTS,
  webhookEndpointCreateSchema,
} from "@/lib/validation/integrations";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dataOf, dateTime, listOf, nullableDateTime, success } from "./responses";
import { emailFailureListQuerySchema } from "@/lib/validation/notifications";

const ADMIN = ["ADMIN"] as const;

const tokenView = z
  .object({
    id: z.int(),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    user: z.object({ id: z.int(), name: z.string(), email: z.string() }),
    expiresAt: nullableDateTime(),
    lastUsedAt: nullableDateTime(),
    revokedAt: nullableDateTime(),
    createdAt: dateTime(),
  })
  .meta({ id: "ApiToken" });

export const webhookEndpointView = z
  .object({
    id: z.int(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    active: z.boolean(),
    createdAt: dateTime(),
  })
  .meta({ id: "WebhookEndpoint" });

export const webhookDeliveryView = z
  .object({
    id: z.int(),
    endpointId: z.int(),
    url: z.string(),
    messageId: z.string(),
    eventType: z.string(),
    status: z.enum(["pending", "sending", "sent", "failed"]),
    attempts: z.int(),
    responseStatus: z.int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: dateTime(),
    sentAt: nullableDateTime(),
    createdAt: dateTime(),
  })
  .meta({ id: "WebhookDelivery" });

const emailFailureView = z
  .object({
    id: z.int(),
    toEmail: z.string(),
    subject: z.string(),
    attempts: z.int(),
    lastError: z.string().nullable(),
    status: z.string(),
    createdAt: dateTime(),
  })
  .meta({ id: "EmailFailure" });

const readinessView = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    checks: z.object({
      database: z.enum(["ok", "starting", "unreachable", "timeout"]),
      process: z.enum(["running", "stopping"]),
    }),
  })
  .meta({ id: "Readiness" });

export const integrationOperations: Operation[] = [
  {
    method: "get",
    path: "/api/health",
    tag: "Operação",
    summary: "Vivacidade: o processo atende (sem consultar o banco)",
    ok: { status: 200, schema: z.object({ status: z.literal("ok") }) },
  },
  {
    method: "get",
    path: "/api/ready",
    tag: "Operação",
    summary: "Prontidão: início concluído e banco respondendo",
    description:
      'Responde 503 com o mesmo corpo (`status: "unavailable"`) enquanto o processo inicia, encerra ou não alcança o banco; sempre em menos de 2 s.',
    ok: { status: 200, schema: readinessView },
  },
  {
    method: "get",
    path: "/api/email-failures",
    tag: "Integração",
    roles: ADMIN,
    summary: "E-mails não entregues (falhas do envio por SMTP)",
    query: emailFailureListQuerySchema,
    ok: { status: 200, schema: listOf(emailFailureView) },
  },
  {
    method: "post",
    path: "/api/email-failures/{id}/retry",
    tag: "Integração",
    roles: ADMIN,
    summary: "Reenviar um e-mail que falhou (volta à fila agora)",
    ok: { status: 200, schema: z.object({ id: z.int(), status: z.literal("pending") }) },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Integração",
    summary: "Este documento (OpenAPI 3.1)",
    ok: { status: 200, schema: z.looseObject({ openapi: z.string() }) },
  },
  {
    method: "get",
    path: "/api/tokens",
    tag: "Integração",
    roles: ADMIN,
    summary: "Tokens de API (com o último uso)",
    ok: { status: 200, schema: dataOf(tokenView) },
  },
  {
    method: "post",
    path: "/api/tokens",
    tag: "Integração",
    roles: ADMIN,
    summary: "Novo token de API (o segredo aparece só nesta resposta)",
    body: apiTokenCreateSchema,
    example: {
      name: "Integração ERP",
      scopes: ["read", "finance:write"],
      expiresAt: "2027-12-31T23:59:59-03:00",
    },
    ok: {
      status: 201,
      schema: z.object({
        id: z.int(),
        token: z.string().meta({ example: "mbr_3q2-7wEx…" }),
        prefix: z.string(),
      }),
    },
    errors: [400, 404, 413],
  },
  {
    method: "delete",
    path: "/api/tokens/{id}",
    tag: "Integração",
    roles: ADMIN,
    summary: "Revogar um token",
    ok: { status: 200, schema: success },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/webhooks",
    tag: "Integração",
    roles: ADMIN,
    summary: "Endpoints de webhook",
    ok: { status: 200, schema: dataOf(webhookEndpointView) },
  },
  {
    method: "post",
    path: "/api/webhooks",
    tag: "Integração",
    roles: ADMIN,
    summary: "Novo endpoint de webhook (o segredo de assinatura aparece só nesta resposta)",
    body: webhookEndpointCreateSchema,
    example: {
      url: "https://erp.exemplo.com.br/webhooks/membros",
      description: "ERP financeiro",
      events: ["finance.created", "finance.moved"],
    },
    ok: { status: 201, schema: z.object({ id: z.int(), secret: z.string() }) },
    errors: [400, 413],
  },
  {
    method: "delete",
    path: "/api/webhooks/{id}",
    tag: "Integração",
    roles: ADMIN,
    summary: "Remover um endpoint (e o seu histórico de entregas)",
    ok: { status: 200, schema: success },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/webhooks/deliveries",
    tag: "Integração",
    roles: ADMIN,
    summary: "Registro de entregas (as 100 mais recentes)",
    ok: { status: 200, schema: dataOf(webhookDeliveryView) },
  },
  {
    method: "post",
    path: "/api/webhooks/deliveries/{id}/redeliver",
    tag: "Integração",
    roles: ADMIN,
    summary: "Reenviar uma entrega (mesmo webhook-id)",
    ok: { status: 201, schema: z.object({ success: z.literal(true), id: z.int() }) },
    errors: [404],
  },
];

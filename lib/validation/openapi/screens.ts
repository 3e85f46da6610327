import { AUTOCOMPLETE_KEYS, autocompleteQuerySchema } from "@/lib/validation/autocomplete";
import { dashboardQuerySchema } from "@/lib/validation/dashboard";
import { markReadSchema, notificationListQuerySchema } from "@/lib/validation/notifications";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dateTime, listOf, looseObject, nullableDateTime } from "./responses";

const ADMIN = ["ADMIN"] as const;
const BOTH = ["ADMIN", "EMPLOYEE"] as const;

const notification = z
  .object({
    id: z.int(),
    category: z.string(),
    event: z.string(),
    title: z.string(),
    body: z.string(),
    href: z.string(),
    readAt: nullableDateTime(),
    createdAt: dateTime(),
  })
  .meta({ id: "Notification" });

const option = z.looseObject({ id: z.int(), label: z.string() });

/** What every signed-in screen uses: notifications, the dashboard, select options, private files. */
export const screenOperations: Operation[] = [
  {
    method: "get",
    path: "/api/notifications",
    tag: "Notificações",
    roles: BOTH,
    summary: "Minhas notificações",
    query: notificationListQuerySchema,
    ok: { status: 200, schema: listOf(notification).extend({ unread: z.int().optional() }) },
  },
  {
    method: "post",
    path: "/api/notifications/read",
    tag: "Notificações",
    roles: BOTH,
    summary: "Marcar como lidas",
    body: markReadSchema,
    example: { all: true },
    ok: { status: 200, schema: looseObject() },
    errors: [400, 413],
  },
  {
    method: "get",
    path: "/api/dashboard",
    tag: "Painel",
    roles: ADMIN,
    summary: "Números do painel do administrador",
    query: dashboardQuerySchema,
    ok: {
      status: 200,
      schema: looseObject({
        period: z.object({ from: z.string(), to: z.string() }),
        finance: looseObject(),
        months: z.array(looseObject()),
        pending: looseObject(),
        needsInfo: looseObject().describe("Aguardando informações (NEEDS_INFO), por tipo"),
        upcomingMeetings: z.array(looseObject()),
        activeCollaborators: z.int(),
      }),
    },
  },
  {
    method: "get",
    path: "/api/autocomplete",
    tag: "Listas de opções",
    roles: BOTH,
    summary: "Opções para selects (perfis, usuários, tipos, …)",
    query: autocompleteQuerySchema,
    queryExample: { fields: "profiles" },
    ok: {
      status: 200,
      schema: z.object(
        Object.fromEntries(AUTOCOMPLETE_KEYS.map((k) => [k, z.array(option).optional()])),
      ),
    },
  },
  {
    method: "get",
    path: "/api/files/{id}",
    tag: "Arquivos",
    roles: BOTH,
    summary:
      "Um arquivo privado (comprovante, miniatura, aula), para quem pode ver o registro dono",
    query: z.object({ download: z.enum(["1"]).optional(), inline: z.enum(["1"]).optional() }),
    ok: { status: 200, media: "application/octet-stream" },
    errors: [404],
  },
];

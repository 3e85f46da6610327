import type { Actor } from "./actor";
import { forbidden } from "./errors";

/**
 * What an API token may do. People (session cookie, `POST /api/auth` token) have no scopes on
 * their actor and keep every right of their profile; a token acts as its owner limited to these.
 */
export const API_SCOPES = [
  "read",
  "finance:write",
  "users:write",
  "meetings:write",
  "content:write",
  "notifications:write",
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_LABELS: Record<ApiScope, string> = {
  read: "Ler (todas as consultas GET)",
  "finance:write": "Financeiro: criar, editar, confirmar, negar, tipos",
  "users:write": "Usuários e perfil: criar, editar, desativar, anonimizar",
  "meetings:write": "Reuniões: criar, editar, finalizar, cancelar",
  "content:write": "Treinamentos: conteúdo, permissões, progresso e certificados",
  "notifications:write": "Notificações: marcar como lidas",
};

/** Only a person may manage credentials and integrations: no token can mint another. */
export const SESSION_ONLY = "session" as const;
export type RouteScope = ApiScope | typeof SESSION_ONLY;

/** Write scope by the first path segment(s) after /api; longest prefix wins. */
const WRITE_SCOPES: Array<[prefix: string, scope: RouteScope]> = [
  ["/api/tokens", SESSION_ONLY],
  ["/api/webhooks", SESSION_ONLY],
  ["/api/account", SESSION_ONLY],
  ["/api/collaborator/password", SESSION_ONLY],
  ["/api/payment-admin", "finance:write"],
  ["/api/payment-request-admin", "finance:write"],
  ["/api/refund-admin", "finance:write"],
  ["/api/payment-types", "finance:write"],
  ["/api/payment-request-types", "finance:write"],
  ["/api/refund-types", "finance:write"],
  ["/api/finance-policies", "finance:write"],
  ["/api/collaborator/payments", "finance:write"],
  ["/api/collaborator/payment_requests", "finance:write"],
  ["/api/collaborator/refunds", "finance:write"],
  ["/api/user", "users:write"],
  ["/api/collaborator/user", "users:write"],
  ["/api/meetings", "meetings:write"],
  ["/api/training-admin", "content:write"],
  ["/api/training-modules-admin", "content:write"],
  ["/api/sub-modules-admin", "content:write"],
  ["/api/lessons-admin", "content:write"],
  ["/api/collaborator/lesson-collaborator", "content:write"],
  ["/api/certificates", "content:write"],
  ["/api/notifications", "notifications:write"],
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The scope a request needs, from its method and path alone (one table for every route):
 * GET/HEAD need `read` (listing tokens and webhooks needs a person); writes need the area's scope.
 * A write to a path outside the table needs a person, so a new route is closed until listed.
 */
export function scopeFor(method: string, path: string): RouteScope {
  const sessionOnly = WRITE_SCOPES.find(
    ([prefix, scope]) => scope === SESSION_ONLY && under(path, prefix),
  );
  if (sessionOnly) return SESSION_ONLY;
  if (method === "GET" || method === "HEAD") return "read";
  const match = WRITE_SCOPES.filter(([prefix]) => under(path, prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  return match?.[1] ?? SESSION_ONLY;
}

export const isTokenActor = (actor: Actor) => actor.scopes !== undefined;

/** 403 when a token lacks `scope`; a person (no scopes on the actor) always passes. */
export function requireScope(actor: Actor, scope: RouteScope): void {
  if (!actor.scopes) return;
  if (scope === SESSION_ONLY || !actor.scopes.includes(scope)) {
    throw forbidden(
      scope === SESSION_ONLY
        ? "Esta operação exige uma sessão de pessoa, não um token de API"
        : `O token não tem o escopo "${scope}"`,
    );
  }
}

/** Only a person may manage credentials (a service-layer guard, besides the route table). */
export function requirePerson(actor: Actor): void {
  requireScope(actor, SESSION_ONLY);
}

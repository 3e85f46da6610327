/**
 * Every kind of audit entry, with the label admins read at /admin/audit and in the CSV. Code
 * records one of these; an action not listed still records (and shows its key) so a new event is
 * never lost for want of a label.
 */
export const AUDIT_ACTIONS = {
  "auth.sign_in": "Entrada no sistema",
  "auth.sign_in_failed": "Tentativa de entrada recusada",
  "auth.sign_out": "Saída do sistema",
  "auth.sessions_ended": "Sessões encerradas",
  "two_factor.enabled": "Verificação em duas etapas ativada",
  "two_factor.disabled": "Verificação em duas etapas desativada",
  "two_factor.reset": "Verificação em duas etapas redefinida",
  "two_factor.recovery_code_used": "Código de recuperação usado",
  "passkey.added": "Chave de acesso adicionada",
  "passkey.removed": "Chave de acesso removida",
  "api_token.created": "Token de API criado",
  "api_token.revoked": "Token de API revogado",
  "webhook.created": "Webhook criado",
  "webhook.changed": "Webhook alterado",
  "webhook.deleted": "Webhook excluído",
  "user.created": "Usuário criado",
  "user.changed": "Usuário alterado",
  "user.deactivated": "Usuário desativado",
  "user.activated": "Usuário reativado",
  "user.anonymized": "Usuário anonimizado",
  "user.password_changed": "Senha alterada",
  "profile.changed": "Perfil alterado",
  "grant.given": "Acesso concedido",
  "grant.changed": "Prazo de acesso alterado",
  "grant.revoked": "Acesso revogado",
  "certificate.revoked": "Certificado revogado",
  "finance.decided": "Decisão financeira",
  "finance.receipt_removed": "Comprovante removido",
  "finance.approved": "Aprovação financeira registrada (falta outra)",
  "finance.returned": "Item financeiro devolvido para informações",
  "finance.resubmitted": "Item financeiro reenviado",
  "settings.changed": "Configurações alteradas",
  "finance_types.changed": "Tipos financeiros alterados",
  "finance_policies.changed": "Políticas de aprovação alteradas",
  "finance_policies.self_approval": "Regra de autoaprovação alterada",
  "export.downloaded": "Exportação baixada",
  "data_export.downloaded": "Download dos dados pessoais",
  "audit.exported": "Auditoria exportada",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction =>
  Object.hasOwn(AUDIT_ACTIONS, value);

/** The Portuguese label of an action, or the action itself when it has none. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? AUDIT_ACTIONS[action] : action;

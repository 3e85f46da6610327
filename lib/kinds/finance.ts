/**
 * Payments, payment requests and refunds are one finance item configured three times. This is
 * the part of each configuration that is safe on the client: JSON field names, the confirm
 * status, paths, filters and every pt-BR string the screens show. The database side (tables,
 * history type) lives in `lib/services/finance/kinds.ts`.
 */

export const FINANCE_KINDS = ["payment", "payment_request", "refund"] as const;
export type FinanceKind = (typeof FINANCE_KINDS)[number];

export const FINANCE_STATUSES = ["PENDING", "PAID", "CANCELLED", "APPROVED", "NEEDS_INFO"] as const;
export type FinanceStatus = (typeof FINANCE_STATUSES)[number];

export const FINANCE_STATUS_LABELS: Record<FinanceStatus, string> = {
  PENDING: "Pendente",
  PAID: "Pago",
  CANCELLED: "Cancelado",
  APPROVED: "Aprovado",
  NEEDS_INFO: "Aguardando informações",
};

export const ADMIN_DENY_REASON = "Cancelado pelo administrador";

export type FinanceKindConfig = {
  kind: FinanceKind;
  /** JSON field of the type id and of the type relation (spec §3). */
  typeField: "paymentTypeId" | "paymentRequestTypeId" | "refundTypeId";
  typeRelation: "PaymentType" | "PaymentRequestType" | "RefundType";
  /** The calendar date the item carries, if any. */
  dateField: "requestDate" | "refundDate" | null;
  /** Where an admin's confirmation takes the item. */
  confirmStatus: "PAID" | "APPROVED";
  /** Route segment of the screens and of the collaborator API (`/collaborator/{segment}`). */
  segment: "payments" | "payment_requests" | "refunds";
  /** Admin API base (`/api/{adminApi}`), and the type-list API (`/api/{typesApi}`). */
  adminApi: "payment-admin" | "payment-request-admin" | "refund-admin";
  typesApi: "payment-types" | "payment-request-types" | "refund-types";
  /** Filters of the collaborator's list (the admin lists offer all of them). */
  collaboratorFilters: readonly ("status" | "category")[];
  text: {
    title: string;
    singular: string;
    typeLabel: string;
    typesTitle: string;
    dateLabel: string | null;
    create: string;
    edit: string;
    cancel: string;
    confirm: string;
    deny: string;
    created: string;
    edited: string;
    cancelled: string;
    confirmed: string;
    denied: string;
    notFound: string;
    notPending: string;
    cancelQuestion: string;
    confirmQuestion: string;
    denyQuestion: string;
    empty: string;
  };
};

export const FINANCE: Record<FinanceKind, FinanceKindConfig> = {
  payment: {
    kind: "payment",
    typeField: "paymentTypeId",
    typeRelation: "PaymentType",
    dateField: null,
    confirmStatus: "PAID",
    segment: "payments",
    adminApi: "payment-admin",
    typesApi: "payment-types",
    collaboratorFilters: ["status"],
    text: {
      title: "Pagamentos",
      singular: "Pagamento",
      typeLabel: "Tipo de pagamento",
      typesTitle: "Tipos de pagamento",
      dateLabel: null,
      create: "Criar pagamento",
      edit: "Editar pagamento",
      cancel: "Cancelar pagamento",
      confirm: "Confirmar pagamento",
      deny: "Negar pagamento",
      created: "Pagamento criado com sucesso",
      edited: "Pagamento editado com sucesso",
      cancelled: "Pagamento cancelado com sucesso",
      confirmed: "Pagamento confirmado com sucesso",
      denied: "Pagamento negado com sucesso",
      notFound: "Pagamento não encontrado",
      notPending: "Este pagamento não está mais pendente",
      cancelQuestion:
        "Essa ação não pode ser desfeita. Você tem certeza que deseja cancelar esse pagamento?",
      confirmQuestion: "Você tem certeza que deseja confirmar esse pagamento?",
      denyQuestion:
        "Essa ação não pode ser desfeita. Você tem certeza que deseja negar esse pagamento?",
      empty: "Nenhum pagamento encontrado",
    },
  },
  payment_request: {
    kind: "payment_request",
    typeField: "paymentRequestTypeId",
    typeRelation: "PaymentRequestType",
    dateField: "requestDate",
    confirmStatus: "PAID",
    segment: "payment_requests",
    adminApi: "payment-request-admin",
    typesApi: "payment-request-types",
    collaboratorFilters: ["category"],
    text: {
      title: "Solicitação de pagamentos",
      singular: "Solicitação",
      typeLabel: "Tipo de solicitação",
      typesTitle: "Tipos de solicitação de pagamento",
      dateLabel: "Data da solicitação",
      create: "Criar solicitação",
      edit: "Editar solicitação",
      cancel: "Cancelar solicitação",
      confirm: "Confirmar pagamento",
      deny: "Negar pagamento",
      created: "Solicitação criada com sucesso",
      edited: "Solicitação editada com sucesso",
      cancelled: "Solicitação cancelada com sucesso",
      confirmed: "Solicitação confirmada com sucesso",
      denied: "Solicitação negada com sucesso",
      notFound: "Solicitação não encontrada",
      notPending: "Esta solicitação não está mais pendente",
      cancelQuestion:
        "Essa ação não pode ser desfeita. Você tem certeza que deseja cancelar essa solicitação?",
      confirmQuestion: "Você tem certeza que deseja confirmar o pagamento dessa solicitação?",
      denyQuestion:
        "Essa ação não pode ser desfeita. Você tem certeza que deseja negar essa solicitação?",
      empty: "Nenhuma solicitação encontrada",
    },
  },
  refund: {
    kind: "refund",
    typeField: "refundTypeId",
    typeRelation: "RefundType",
    dateField: "refundDate",
    confirmStatus: "APPROVED",
    segment: "refunds",
    adminApi: "refund-admin",
    typesApi: "refund-types",
    collaboratorFilters: ["category"],
    text: {
      title: "Reembolsos",
      singular: "Reembolso",
      typeLabel: "Tipo de reembolso",
      typesTitle: "Tipos de reembolso",
      dateLabel: "Data do reembolso",
      create: "Criar reembolso",
      edit: "Editar reembolso",
      cancel: "Cancelar reembolso",
      confirm: "Confirmar reembolso",
      deny: "Negar reembolso",
      created: "Reembolso criado com sucesso",
      edited: "Reembolso editado com sucesso",
      cancelled: "Reembolso cancelado com sucesso",
      confirmed: "Reembolso aprovado com sucesso",
      denied: "Reembolso negado com sucesso",
      notFound: "Reembolso não encontrado",
      notPending: "Este reembolso não está mais pendente",
      cancelQuestion:
        "Essa ação não pode ser desfeita. Você tem certeza que deseja cancelar esse reembolso?",
      confirmQuestion: "Você tem certeza que deseja aprovar esse reembolso?",
      denyQuestion:
        "Essa ação não pode ser desfeita. Você tem certeza que deseja negar esse reembolso?",
      empty: "Nenhum reembolso encontrado",
    },
  },
};

/** The kind whose collaborator route segment is `segment`. */
export const kindOfSegment = (segment: string): FinanceKind | undefined =>
  FINANCE_KINDS.find((kind) => FINANCE[kind].segment === segment);

/** Shown when an edit fails for an unexpected reason (spec §8). */
export const EDIT_FAILED = "Erro ao editar, tente editar mais tarde.";
/**
 * Shown when the receipt upload after a create fails (spec §4); the user still goes to the list.
 */

/**
 * What the organisation still owes the collaborator, and so may pay by PIX: PENDING payments
 * and payment requests, PENDING and APPROVED refunds (approved is not yet paid back).
 */
const PIX_PAYABLE: Record<"payment" | "payment_request" | "refund", readonly string[]> = {
  payment: ["PENDING"],
  payment_request: ["PENDING"],
  refund: ["PENDING", "APPROVED"],
};
export const isPixPayable = (kind: keyof typeof PIX_PAYABLE, status: string) =>
  PIX_PAYABLE[kind].includes(status);

/** Sortable columns of every finance list. */
export const FINANCE_SORTS = [
  "createdAt",
  "updatedAt",
  "value",
  "description",
  "status",
  "date",
  "type",
  "user",
] as const;

import { z } from "@/lib/validation/zod";
import { fileFieldSchema } from "./file";
import { listQuerySchema, optionalText } from "./list";
import {
  FINANCE,
  FINANCE_KINDS,
  FINANCE_SORTS,
  FINANCE_STATUSES,
  type FinanceKind,
  type FinanceStatus,
} from "@/lib/kinds/finance";

export { FINANCE_SORTS };

/**
 * Finance item rules of spec §5, shared by the forms, the server actions and the REST API.
 * Field names follow the kind (`paymentTypeId`, `requestDate`, …: see lib/kinds/finance.ts);
 * `toFinanceInput` turns a parsed body into the one shape the service works with.
 */

export const VALUE_REQUIRED = "Valor obrigatório";
export const DESCRIPTION_REQUIRED = "Descrição obrigatória";
export const DESCRIPTION_TOO_LONG = "Descrição muito longa, use até 191 caracteres";
export const TYPE_REQUIRED = "Tipo de pagamento obrigatório";
export const TYPE_INVALID = "Tipo de pagamento inválido";
export const DATE_REQUIRED = "Data obrigatória";
export const DATE_INVALID = "Data inválida";
export const USER_REQUIRED = "Colaborador obrigatório";

/** The largest value accepted, in reais (stored as integer cents). */
export const MAX_VALUE = 99_999_999.99;

const asNumber = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return text === "" ? undefined : Number(text.replace(",", "."));
};

export const valueSchema = z.preprocess(
  asNumber,
  z
    .number({ error: VALUE_REQUIRED })
    .positive(VALUE_REQUIRED)
    .max(MAX_VALUE, "Valor muito alto")
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      "Use no máximo duas casas decimais",
    ),
);

export const descriptionSchema = z
  .string({ error: DESCRIPTION_REQUIRED })
  .trim()
  .min(3, DESCRIPTION_REQUIRED)
  .max(191, DESCRIPTION_TOO_LONG);

const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * The span the date pickers offer and the server accepts: 1 Jan last year to 31 Dec two years
 * ahead.
 */
export function financeDateRange(today = new Date()): { min: string; max: string } {
  const year = today.getFullYear();
  return { min: `${year - 1}-01-01`, max: `${year + 2}-12-31` };
}

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const brDate = (iso: string) => iso.split("-").reverse().join("/");

export const financeDateSchema = z
  .string({ error: DATE_REQUIRED })
  .trim()
  .min(1, DATE_REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
  .refine(isCalendarDate, DATE_INVALID)
  .superRefine((value, ctx) => {
    const { min, max } = financeDateRange();
    if (isCalendarDate(value) && (value < min || value > max)) {
      ctx.addIssue({
        code: "custom",
        message: `A data deve estar entre ${brDate(min)} e ${brDate(max)}`,
      });
    }
  });

function itemShape(kind: FinanceKind, withUser = false): Record<string, z.ZodType> {
  const { typeField, dateField } = FINANCE[kind];
  const shape: Record<string, z.ZodType> = {
    value: valueSchema,
    description: descriptionSchema,
    [typeField]: idSchema(TYPE_REQUIRED),
  };
  if (dateField) shape[dateField] = financeDateSchema;
  if (withUser) shape.userId = idSchema(USER_REQUIRED);
  return shape;
}

/** A finance item as the body of a create (all fields) or, with `partial`, of an edit. */
export function financeItemSchema(kind: FinanceKind, options: { partial?: boolean } = {}) {
  const schema = z.object(itemShape(kind));
  return options.partial ? schema.partial() : schema;
}

/** An admin's create: the item's fields and the collaborator it is for (`userId`). */
export function financeItemForUserSchema(kind: FinanceKind) {
  // An intersection, so the output type says `userId` is a number (the item's keys depend on the
  // kind).
  return financeItemSchema(kind).and(z.object({ userId: idSchema(USER_REQUIRED) }));
}

/** The create/edit form: the item's fields plus the receipt (required when creating). */
export function financeFormSchema(
  kind: FinanceKind,
  options: { withUser?: boolean; fileRequired: boolean },
): z.ZodType<Record<string, unknown>, Record<string, unknown>> {
  // Field names depend on the kind, so the form works with a record of its values.
  return z.object({
    ...itemShape(kind, options.withUser),
    file: fileFieldSchema(options.fileRequired),
  });
}

/** What the service works with, whatever the kind. */
export type FinanceItemInput = {
  value: number;
  description: string;
  typeId: number;
  date: string | null;
};

export function toFinanceInput(
  kind: FinanceKind,
  parsed: Record<string, unknown>,
): Partial<FinanceItemInput> {
  const { typeField, dateField } = FINANCE[kind];
  const input: Partial<FinanceItemInput> = {};
  // The field names depend on the kind, so the parsed record is untyped: the checks narrow
  // what the schema already guaranteed (a present field is of its type).
  const { value, description } = parsed;
  const typeId = parsed[typeField];
  const date = dateField ? parsed[dateField] : undefined;
  if (typeof value === "number") input.value = value;
  if (typeof description === "string") input.description = description;
  if (typeof typeId === "number") input.typeId = typeId;
  if (typeof date === "string") input.date = date;
  return input;
}

export const reasonSchema = z
  .string({ error: "Motivo inválido" })
  .trim()
  .max(191, "Use até 191 caracteres");

/**
 * An admin's `PATCH {id}` that moves the item: `{status: CANCELLED | <confirm status>, reason?}`.
 */
export function financeStatusMoveSchema(kind: FinanceKind) {
  return z.object({
    status: z.enum(["CANCELLED", FINANCE[kind].confirmStatus], { error: "Status inválido" }),
    reason: reasonSchema.optional(),
  });
}

export const FINANCE_STATUS_FILTERS = [...FINANCE_STATUSES, "ALL"] as const;
export type FinanceStatusFilter = (typeof FINANCE_STATUS_FILTERS)[number];

const category = z.preprocess(
  (v) => (v === "" || v === "ALL" || v == null ? undefined : v),
  idSchema("Categoria inválida").optional(),
);

/**
 * A list's query: paging, a whitelisted sort, `status` (default ALL), `category` (a type id),
 * `name`.
 */
export const financeListQuerySchema = listQuerySchema.extend({
  sort: z.enum(FINANCE_SORTS, { error: "Ordenação inválida" }).optional(),
  status: z.enum(FINANCE_STATUS_FILTERS, { error: "Status inválido" }).default("ALL"),
  category,
  name: optionalText(100),
});
export type FinanceListQuery = z.output<typeof financeListQuerySchema>;

/** A type of a type list (settings screen). */
export const financeTypeSchema = z.object({
  label: z
    .string({ error: "Nome obrigatório" })
    .trim()
    .min(2, "Nome obrigatório")
    .max(100, "Use até 100 caracteres"),
});
export const financeTypeUpdateSchema = financeTypeSchema.partial().extend({
  active: z.boolean({ error: "Valor inválido" }).optional(),
});

/** The most items one bulk decision may move. */
export const BULK_MAX = 100;

/** `POST /api/{…-admin}/bulk`: 1 to 100 ids, confirm or deny (deny with an optional reason). */
export const financeBulkSchema = z.object({
  ids: z
    .array(idSchema("Id inválido"), { error: "Informe os ids" })
    .min(1, "Selecione ao menos um item")
    .max(BULK_MAX, `Selecione até ${BULK_MAX} itens`),
  action: z.enum(["confirm", "deny"], { error: "Ação inválida: use confirm ou deny" }),
  reason: reasonSchema.optional(),
});
export type FinanceBulkInput = z.output<typeof financeBulkSchema>;

export const BULK_OUTCOMES = [
  "moved",
  /** The first of two approvals was recorded; the item stays PENDING. */
  "needs_second_approval",
  /** The admin owns the item (or created it, under the four-eyes rule). */
  "forbidden_own_item",
  /** The admin had already approved it. */
  "already_approved",
  "conflict",
  "not_found",
] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
export type BulkResult = { id: number; outcome: BulkOutcome; status?: FinanceStatus };

/**
 * The pending inbox (`/admin/pending`, `GET /api/pending`): every kind's PENDING items, oldest
 * first.
 */
export const pendingQuerySchema = listQuerySchema.extend({
  kind: z.preprocess(
    (v) => (v === "" || v === "ALL" || v == null ? undefined : v),
    z.enum(FINANCE_KINDS, { error: "Tipo inválido" }).optional(),
  ),
  name: optionalText(100),
});
export type PendingQuery = z.output<typeof pendingQuerySchema>;

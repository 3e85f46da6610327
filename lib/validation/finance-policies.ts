import { z } from "@/lib/validation/zod";
import type { FinanceKind } from "@/lib/kinds/finance";
import { MAX_VALUE } from "./finance";

export * from "@/lib/kinds/finance-approvals";

/**
 * The organisation's approval policies (`GET/PUT /api/finance-policies`, Configurações ›
 * Financeiro › Aprovação), one JSON document (table finance_policies). Values are in reais, like
 * item values. Without a threshold an item needs one approval, as before policies existed.
 */

const money = (field: string) =>
  z
    .number({ error: `${field}: informe um valor em reais` })
    .positive(`${field}: informe um valor maior que zero`)
    .max(MAX_VALUE, `${field}: valor muito alto`)
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      `${field}: use no máximo duas casas decimais`,
    );

const SECOND = "Segunda aprovação a partir de";
const MAX = "Valor máximo";

/** One type's rules: its own threshold (wins over the kind's) and a maximum that warns. */
export const financeTypeRuleSchema = z
  .object({
    typeId: z
      .number({ error: "Escolha o tipo" })
      .int("Escolha o tipo")
      .positive("Escolha o tipo")
      .max(2_147_483_647, "Escolha o tipo"),
    secondApprovalFrom: money(SECOND).nullable().default(null),
    maxValue: money(MAX).nullable().default(null),
  })
  .strict();

const kindRulesSchema = z
  .object({
    /** From this value (inclusive) an item of the kind needs two approvals; null: one. */
    secondApprovalFrom: money(SECOND).nullable().default(null),
    types: z
      .array(financeTypeRuleSchema, { error: "Informe uma lista de tipos" })
      .max(200, "Use até 200 tipos")
      .superRefine((types, ctx) => {
        const seen = new Set<number>();
        types.forEach((rule, index) => {
          if (seen.has(rule.typeId))
            ctx.addIssue({
              code: "custom",
              path: [index, "typeId"],
              message: "Este tipo já tem uma regra",
            });
          seen.add(rule.typeId);
        });
      })
      .default([]),
  })
  .strict();

export const financePoliciesSchema = z
  .object({
    /** Nobody approves an item they own (on by default; a single-admin organisation turns it off). */
    preventSelfApproval: z.boolean({ error: "Use true ou false" }).default(true),
    /** Nobody approves an item they created either (off: the spec's admin creates and confirms). */
    fourEyes: z.boolean({ error: "Use true ou false" }).default(false),
    kinds: z
      .object({
        payment: kindRulesSchema.default({ secondApprovalFrom: null, types: [] }),
        payment_request: kindRulesSchema.default({ secondApprovalFrom: null, types: [] }),
        refund: kindRulesSchema.default({ secondApprovalFrom: null, types: [] }),
      })
      .strict()
      .default({
        payment: { secondApprovalFrom: null, types: [] },
        payment_request: { secondApprovalFrom: null, types: [] },
        refund: { secondApprovalFrom: null, types: [] },
      }),
  })
  .strict()
  .meta({
    id: "FinancePolicies",
    example: {
      preventSelfApproval: true,
      fourEyes: false,
      kinds: {
        payment: { secondApprovalFrom: null, types: [] },
        payment_request: { secondApprovalFrom: 5000, types: [] },
        refund: {
          secondApprovalFrom: 1000,
          types: [{ typeId: 1, secondApprovalFrom: 300, maxValue: 800 }],
        },
      },
    },
  });

export type FinancePolicies = z.output<typeof financePoliciesSchema>;
export type FinanceTypeRule = z.output<typeof financeTypeRuleSchema>;

export const defaultFinancePolicies = (): FinancePolicies => financePoliciesSchema.parse({});

/** The rules that apply to an item of `kind` and type: the type's threshold wins over the kind's. */
export function rulesFor(policies: FinancePolicies, kind: FinanceKind, typeId: number) {
  const rules = policies.kinds[kind];
  const type = rules.types.find((rule) => rule.typeId === typeId);
  return {
    secondApprovalFrom: type?.secondApprovalFrom ?? rules.secondApprovalFrom,
    maxValue: type?.maxValue ?? null,
  };
}

const cents = (reais: number) => Math.round(reais * 100);

/** How many admins must approve an item: two from the threshold on (inclusive), else one. */
export function approvalsRequiredFor(
  policies: FinancePolicies,
  kind: FinanceKind,
  item: { typeId: number; valueCents: number },
): 1 | 2 {
  const { secondApprovalFrom } = rulesFor(policies, kind, item.typeId);
  return secondApprovalFrom != null && item.valueCents >= cents(secondApprovalFrom) ? 2 : 1;
}

/** The type's maximum when the value is above it (a warning, never a block), else null. */
export function maxValueExceeded(
  policies: FinancePolicies,
  kind: FinanceKind,
  item: { typeId: number; valueCents: number },
): number | null {
  const { maxValue } = rulesFor(policies, kind, item.typeId);
  return maxValue != null && item.valueCents > cents(maxValue) ? maxValue : null;
}

export const OWN_ITEM_REFUSED =
  "Você não pode aprovar um item seu: outro administrador deve decidir";
export const CREATED_ITEM_REFUSED =
  "Você criou este item: pela regra dos quatro olhos, outro administrador deve aprová-lo";
export const ALREADY_APPROVED =
  "Você já aprovou este item: falta a aprovação de outro administrador";

/** Why an admin may not confirm an item (`reason` is the API's machine-readable word). */
export type ConfirmRefusal = {
  reason: "own_item" | "created_item" | "already_approved";
  message: string;
};

/**
 * Whether `adminId` may confirm (or approve) an item: not their own (preventSelfApproval), not one
 * they created (fourEyes), and never twice. Null when they may. The service enforces it; the
 * screens use the same answer to leave the button out.
 */
export function confirmRefusal(
  policies: FinancePolicies,
  adminId: number,
  item: { userId: number; createdBy: number | null },
  approverIds: readonly number[],
): ConfirmRefusal | null {
  if (policies.preventSelfApproval && item.userId === adminId)
    return { reason: "own_item", message: OWN_ITEM_REFUSED };
  if (policies.fourEyes && item.createdBy === adminId)
    return { reason: "created_item", message: CREATED_ITEM_REFUSED };
  if (approverIds.includes(adminId))
    return { reason: "already_approved", message: ALREADY_APPROVED };
  return null;
}

import type { FinanceItem } from "@/lib/services/finance";
import type { ApprovalState } from "./finance-approvals";

/**
 * What a finance list's row and its details dialog show before the details arrive: the page's
 * RSC payload carries every row, so it carries only these fields (no ids repeated, no update
 * time, no refusal text the screens never show).
 */
export type FinanceRow = Pick<
  FinanceItem,
  "id" | "description" | "value" | "date" | "status" | "reason" | "file" | "createdAt"
> & {
  type: { label: string };
  user: { fullName: string };
} & Partial<
    Pick<
      ApprovalState,
      "approvals" | "approvalsRequired" | "maxValueExceeded" | "maxValue" | "canConfirm"
    >
  >;

export function financeRow(item: FinanceItem & Partial<ApprovalState>): FinanceRow {
  return {
    id: item.id,
    description: item.description,
    value: item.value,
    date: item.date,
    status: item.status,
    reason: item.reason,
    file: item.file,
    createdAt: item.createdAt,
    type: { label: item.type.label },
    user: { fullName: item.user.fullName },
    approvals: item.approvals,
    approvalsRequired: item.approvalsRequired,
    maxValueExceeded: item.maxValueExceeded,
    maxValue: item.maxValue,
    canConfirm: item.canConfirm,
  };
}

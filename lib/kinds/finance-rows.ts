import type { FinanceItem } from "@/lib/services/finance";
import type { ApprovalState } from "./finance-approvals";

/**
 * What a finance list's row and its details dialog show before the details arrive: the page's
 * RSC payload carries every row, so it carries only these fields (no ids repeated, no update
 * time, no refusal text the screens never show), and the approval fields only where they differ
 * from what the screens assume without them (no approvals, one required, under the maximum,
 * may confirm).
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
    ...(item.approvals?.length && { approvals: item.approvals }),
    ...((item.approvalsRequired ?? 1) > 1 && { approvalsRequired: item.approvalsRequired }),
    ...(item.maxValueExceeded && { maxValueExceeded: true, maxValue: item.maxValue }),
    ...(item.canConfirm === false && item.status === "PENDING" && { canConfirm: false }),
  };
}

import type { FinanceItem } from "@/lib/services/finance";
import type { ApprovalState } from "./finance-approvals";

/**
 * What a finance list's row and its details dialog show before the details arrive: the page's
 * RSC payload carries every row, so it carries only these fields (no ids repeated, no update
 * time, no refusal text the screens never show, no empty date, reason or receipt), and the approval fields only where they differ
 * from what the screens assume without them (no approvals, one required, under the maximum,
 * may confirm).
 */
export type FinanceRow = Pick<
  FinanceItem,
  "id" | "description" | "value" | "status" | "createdAt"
> &
  Partial<Pick<FinanceItem, "date" | "reason" | "file">> & {
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
    status: item.status,
    createdAt: item.createdAt,
    ...(item.date !== null && { date: item.date }),
    ...(item.reason !== null && { reason: item.reason }),
    ...(item.file !== null && { file: item.file }),
    type: { label: item.type.label },
    user: { fullName: item.user.fullName },
    ...(item.approvals?.length && { approvals: item.approvals }),
    ...((item.approvalsRequired ?? 1) > 1 && { approvalsRequired: item.approvalsRequired }),
    ...(item.maxValueExceeded && { maxValueExceeded: true, maxValue: item.maxValue }),
    ...(item.canConfirm === false && item.status === "PENDING" && { canConfirm: false }),
  };
}

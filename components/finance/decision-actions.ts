import type { RowAction } from "@/components/data-table";
import { confirmFinanceItemAction, denyFinanceItemAction } from "@/lib/actions/finance-admin";
import { handleActionResult } from "@/lib/client/action-result";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { approvalsText } from "@/lib/kinds/finance-approvals";

/**
 * The admin's two decisions on a finance item, each behind the confirmation dialog: the row
 * menu of the finance lists and of the pending inbox. Only a pending item may be decided, and
 * 'Confirmar' is left out for an admin the approval policies refuse (`canConfirm` false: their
 * own item, one they created under the four-eyes rule, or one they already approved). Under a
 * two-approval policy the first confirmation only records the approval, and says so.
 */
export function decisionActions(
  kind: FinanceKind,
  id: number,
  pending: boolean,
  reload: () => void,
  canConfirm = true,
): RowAction[] {
  const { text } = FINANCE[kind];
  const confirm: RowAction[] =
    !canConfirm && pending
      ? []
      : [
          {
            label: text.confirm,
            disabled: !pending,
            confirm: {
              description: text.confirmQuestion,
              confirmLabel: text.confirm,
              color: "violet",
              onConfirm: async () => {
                const result = await confirmFinanceItemAction(kind, id);
                handleActionResult(result, {
                  success:
                    result.ok && !result.data.moved
                      ? `Aprovação registrada: ${approvalsText(result.data.approvals, result.data.approvalsRequired)}`
                      : text.confirmed,
                  onSuccess: reload,
                });
              },
            },
          },
        ];
  return [
    ...confirm,
    {
      label: text.deny,
      color: "red",
      disabled: !pending,
      confirm: {
        description: text.denyQuestion,
        confirmLabel: text.deny,
        onConfirm: async () =>
          handleActionResult(await denyFinanceItemAction(kind, id), {
            success: text.denied,
            onSuccess: reload,
          }),
      },
    },
  ];
}

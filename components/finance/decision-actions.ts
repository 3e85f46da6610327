import type { RowAction } from "@/components/data-table";
import { confirmFinanceItemAction, denyFinanceItemAction } from "@/lib/actions/finance-admin";
import { handleActionResult } from "@/lib/client/action-result";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";

/**
 * The admin's two decisions on a finance item, each behind the confirmation dialog: the row
 * menu of the finance lists and of the pending inbox. Only a pending item may be decided.
 */
export function decisionActions(
  kind: FinanceKind,
  id: number,
  pending: boolean,
  reload: () => void,
): RowAction[] {
  const { text } = FINANCE[kind];
  return [
    {
      label: text.confirm,
      disabled: !pending,
      confirm: {
        description: text.confirmQuestion,
        confirmLabel: text.confirm,
        color: "violet",
        onConfirm: async () =>
          handleActionResult(await confirmFinanceItemAction(kind, id), {
            success: text.confirmed,
            onSuccess: reload,
          }),
      },
    },
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

import { Callout, DataList, Text } from "@radix-ui/themes";
import { Fragment } from "react";
import { LocalDateTime } from "@/components/local-date-time";
import { formatBRL } from "@/lib/format";
import { approvalsText, type ApprovalState } from "@/lib/kinds/finance-approvals";

/**
 * What the approval policies say about one item, for its owner and the admins: '1 de 2
 * aprovações' with who approved and when, and the warning of a value above its type's maximum.
 */

type Approvals = Partial<Pick<ApprovalState, "approvals" | "approvalsRequired">>;

/** The details' 'Aprovações' row, when the item needs more than one or has any. */
export function ApprovalsRow({ item }: { item: Approvals }) {
  const approvals = item.approvals ?? [];
  const required = item.approvalsRequired ?? 1;
  if (required < 2 && !approvals.length) return null;
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">Aprovações</DataList.Label>
      <DataList.Value>
        <Text>
          {approvalsText(approvals.length, required)}
          {approvals.map((approval) => (
            <Fragment key={approval.userId}>
              {"; "}
              {approval.name} em <LocalDateTime value={approval.at} />
            </Fragment>
          ))}
        </Text>
      </DataList.Value>
    </DataList.Item>
  );
}

/** Under a list's status badge: '1 de 2 aprovações' while a two-approval item waits. */
export function ApprovalsProgress({ item }: { item: Approvals & { status: string } }) {
  if (item.status !== "PENDING" || (item.approvalsRequired ?? 1) < 2) return null;
  return (
    <Text as="div" size="1" color="gray">
      {approvalsText(item.approvals?.length ?? 0, item.approvalsRequired ?? 1)}
    </Text>
  );
}

/** The warning (never a block) of a value above the type's maximum. */
export function MaxValueWarning({ maxValue }: { maxValue: number }) {
  return (
    <Callout.Root color="amber" role="status" size="1" mt="3">
      <Callout.Text>
        Valor acima do máximo de {formatBRL(maxValue)} para este tipo. O item pode ser enviado, mas
        quem aprova verá este aviso.
      </Callout.Text>
    </Callout.Root>
  );
}

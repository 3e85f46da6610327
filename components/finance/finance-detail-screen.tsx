import { Button, Card, Flex } from "@radix-ui/themes";
import Link from "next/link";
import type { ReactNode } from "react";
import { FormScreen } from "@/components/form-screen";
import type { FinanceItemDetail } from "@/lib/services/finance";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { DuplicateWarning } from "./duplicate-warning";
import { FinanceDetailsBody } from "./finance-details-body";
import { ReceiptGallery } from "./receipt-gallery";

/** `/{area}/{segment}/{id}`: one item with its history, the page a notification links to. */
export function FinanceDetailScreen({
  audience,
  kind,
  item,
  listHref,
  actions,
  notice,
  thread,
}: {
  /** Whose page: the receipts' links and actions go to this area's routes. */
  audience: "admin" | "collaborator";
  kind: FinanceKind;
  item: FinanceItemDetail;
  listHref: string;
  actions?: ReactNode;
  /** Above the item: what the owner must do now (the admin's request for information). */
  notice?: ReactNode;
  /** Below it: the conversation between the owner and the admins. */
  thread?: ReactNode;
}) {
  return (
    <FormScreen title={`${FINANCE[kind].text.singular} #${item.id}`}>
      {notice}
      <DuplicateWarning duplicates={item.duplicates} area={audience} />
      <Card>
        <FinanceDetailsBody kind={kind} item={item} detail={item} historyHeading="h2" />
      </Card>
      <ReceiptGallery
        audience={audience}
        kind={kind}
        itemId={item.id}
        files={item.files}
        editable={item.status === "PENDING" || item.status === "NEEDS_INFO"}
      />
      <Flex gap="3" wrap="wrap">
        {actions}
        <Button asChild variant="soft" color="gray">
          <Link href={listHref}>Voltar para a lista</Link>
        </Button>
      </Flex>
      {thread}
    </FormScreen>
  );
}

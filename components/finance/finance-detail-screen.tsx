import { Button, Card, Flex } from "@radix-ui/themes";
import Link from "next/link";
import type { ReactNode } from "react";
import { FormScreen } from "@/components/form-screen";
import type { FinanceItemDetail } from "@/lib/services/finance";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { FinanceDetailsBody } from "./finance-details-body";

/** `/{area}/{segment}/{id}`: one item with its history, the page a notification links to. */
export function FinanceDetailScreen({
  kind,
  item,
  listHref,
  actions,
}: {
  kind: FinanceKind;
  item: FinanceItemDetail;
  listHref: string;
  actions?: ReactNode;
}) {
  return (
    <FormScreen title={`${FINANCE[kind].text.singular} #${item.id}`}>
      <Card>
        <FinanceDetailsBody kind={kind} item={item} detail={item} />
      </Card>
      <Flex gap="3" wrap="wrap">
        {actions}
        <Button asChild variant="soft" color="gray">
          <Link href={listHref}>Voltar para a lista</Link>
        </Button>
      </Flex>
    </FormScreen>
  );
}

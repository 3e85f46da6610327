import { Link as RadixLink, Text } from "@radix-ui/themes";
import Link from "next/link";
import { Fragment } from "react";
import { listHref } from "@/components/shell/navigation";
import {
  FINANCE,
  FINANCE_KINDS,
  FINANCE_STATUS_LABELS,
  type FinanceKind,
} from "@/lib/kinds/finance";

/**
 * Items returned to their owners ('Aguardando informações'), per kind, each linking to that
 * kind's list filtered by the status: shown apart from the PENDING figures (the owner acts next).
 */
export function NeedsInfoCounts({ counts }: { counts: Record<FinanceKind, number> }) {
  const total = FINANCE_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return (
    <Text as="p" size="2" color="gray">
      {FINANCE_STATUS_LABELS.NEEDS_INFO} ({total}):{" "}
      {FINANCE_KINDS.map((kind, index) => (
        <Fragment key={kind}>
          {index ? " · " : ""}
          <RadixLink asChild>
            <Link href={`${listHref(`/admin/${FINANCE[kind].segment}`)}&status=NEEDS_INFO`}>
              {FINANCE[kind].text.title}: {counts[kind]}
            </Link>
          </RadixLink>
        </Fragment>
      ))}
    </Text>
  );
}

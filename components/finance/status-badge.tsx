import { radixBadge } from "@/components/radix-button";
import { FINANCE_STATUS_LABELS, type FinanceStatus } from "@/lib/kinds/finance";

const COLORS = {
  PENDING: "amber",
  PAID: "green",
  APPROVED: "green",
  CANCELLED: "red",
  NEEDS_INFO: "blue",
} as const;

/**
 * A finance status in Portuguese ('Pendente', 'Pago', 'Aprovado', 'Cancelado', 'Aguardando
 * informações'), as Radix's soft Badge draws it: a list shows one per row.
 */
export function FinanceStatusBadge({ status }: { status: FinanceStatus | string | null }) {
  if (!status) return <>--</>;
  const known = status in COLORS ? (status as FinanceStatus) : null;
  return (
    <span {...radixBadge(known ? COLORS[known] : "gray")}>
      {known ? FINANCE_STATUS_LABELS[known] : status}
    </span>
  );
}

import { Badge } from "@radix-ui/themes";
import { FINANCE_STATUS_LABELS, type FinanceStatus } from "@/lib/kinds/finance";

const COLORS = {
  PENDING: "amber",
  PAID: "green",
  APPROVED: "green",
  CANCELLED: "red",
  NEEDS_INFO: "blue",
} as const;

/** A finance status in Portuguese ('Pendente', 'Pago', 'Aprovado', 'Cancelado', 'Aguardando informações'). */
export function FinanceStatusBadge({ status }: { status: FinanceStatus | string | null }) {
  if (!status) return <>--</>;
  const known = status in COLORS ? (status as FinanceStatus) : null;
  return (
    <Badge color={known ? COLORS[known] : "gray"} variant="soft">
      {known ? FINANCE_STATUS_LABELS[known] : status}
    </Badge>
  );
}

import type { Metadata } from "next";
import { AdminFinanceNew } from "@/app/admin/finance/screens";

export const metadata: Metadata = { title: "Criar pagamento" };

export default function Page() {
  return <AdminFinanceNew kind="payment" />;
}

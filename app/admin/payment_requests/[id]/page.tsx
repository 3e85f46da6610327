import type { Metadata } from "next";
import { AdminFinanceDetail } from "@/app/admin/finance/screens";

export const metadata: Metadata = { title: "Solicitação de pagamento" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <AdminFinanceDetail kind="payment_request" id={(await props.params).id} />;
}

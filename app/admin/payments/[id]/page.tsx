import type { Metadata } from "next";
import { AdminFinanceDetail } from "@/app/admin/finance/screens";

export const metadata: Metadata = { title: "Pagamento" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <AdminFinanceDetail kind="payment" id={(await props.params).id} />;
}

import type { Metadata } from "next";
import { AdminFinanceDetail } from "@/app/admin/finance/screens";

export const metadata: Metadata = { title: "Reembolso" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <AdminFinanceDetail kind="refund" id={(await props.params).id} />;
}

import type { Metadata } from "next";
import { AdminFinanceList } from "@/app/admin/finance/list-screen";

export const metadata: Metadata = { title: "Solicitação de pagamentos" };

export default async function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminFinanceList kind="payment_request" searchParams={await props.searchParams} />;
}

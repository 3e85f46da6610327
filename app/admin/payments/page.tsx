import type { Metadata } from "next";
import { AdminFinanceList } from "@/app/admin/finance/list-screen";

export const metadata: Metadata = { title: "Pagamentos" };

export default async function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminFinanceList kind="payment" searchParams={await props.searchParams} canCreate />;
}

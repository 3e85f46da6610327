import type { Metadata } from "next";
import { AdminFinanceList } from "@/app/admin/finance/list-screen";

export const metadata: Metadata = { title: "Reembolsos" };

export default async function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminFinanceList kind="refund" searchParams={await props.searchParams} />;
}

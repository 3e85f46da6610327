import type { Metadata } from "next";
import { CollaboratorFinanceList } from "@/app/collaborator/finance/list-screen";

export const metadata: Metadata = { title: "Reembolsos" };

export default async function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <CollaboratorFinanceList kind="refund" searchParams={await props.searchParams} />;
}

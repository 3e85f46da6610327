import type { Metadata } from "next";
import { CollaboratorFinanceList } from "@/app/collaborator/finance/list-screen";

export const metadata: Metadata = { title: "Solicitação de pagamentos" };

export default async function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <CollaboratorFinanceList kind="payment_request" searchParams={await props.searchParams} />;
}

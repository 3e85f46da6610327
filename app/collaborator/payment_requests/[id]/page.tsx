import type { Metadata } from "next";
import { CollaboratorFinanceDetail } from "@/app/collaborator/finance/screens";

export const metadata: Metadata = { title: "Solicitação de pagamento" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <CollaboratorFinanceDetail kind="payment_request" id={(await props.params).id} />;
}

import type { Metadata } from "next";
import { CollaboratorFinanceFormScreen } from "@/app/collaborator/finance/screens";

export const metadata: Metadata = { title: "Editar solicitação" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <CollaboratorFinanceFormScreen kind="payment_request" id={(await props.params).id} />;
}

import type { Metadata } from "next";
import { CollaboratorFinanceFormScreen } from "@/app/collaborator/finance/screens";

export const metadata: Metadata = { title: "Editar pagamento" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <CollaboratorFinanceFormScreen kind="payment" id={(await props.params).id} />;
}

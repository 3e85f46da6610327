import type { Metadata } from "next";
import { CollaboratorFinanceFormScreen } from "@/app/collaborator/finance/screens";

export const metadata: Metadata = { title: "Editar reembolso" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <CollaboratorFinanceFormScreen kind="refund" id={(await props.params).id} />;
}

import type { Metadata } from "next";
import { CollaboratorFinanceDetail } from "@/app/collaborator/finance/screens";

export const metadata: Metadata = { title: "Reembolso" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <CollaboratorFinanceDetail kind="refund" id={(await props.params).id} />;
}

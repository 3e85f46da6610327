import type { Metadata } from "next";
import { CollaboratorFinanceFormScreen } from "@/app/collaborator/finance/screens";

export const metadata: Metadata = { title: "Criar solicitação" };

export default function Page() {
  return <CollaboratorFinanceFormScreen kind="payment_request" />;
}

import type { Metadata } from "next";
import { CollaboratorFinanceFormScreen } from "@/app/collaborator/finance/screens";

export const metadata: Metadata = { title: "Criar pagamento" };

export default function Page() {
  return <CollaboratorFinanceFormScreen kind="payment" />;
}

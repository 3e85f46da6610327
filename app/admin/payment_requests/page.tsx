import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/page-placeholder";

export const metadata: Metadata = { title: "Solicitação de pagamentos" };

export default function Page() {
  return <PagePlaceholder title="Solicitação de pagamentos" />;
}

import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/page-placeholder";

export const metadata: Metadata = { title: "Treinamentos" };

export default function Page() {
  return <PagePlaceholder title="Treinamentos" />;
}

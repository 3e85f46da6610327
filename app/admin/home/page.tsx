import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/page-placeholder";

export const metadata: Metadata = { title: "Início" };

export default function Page() {
  return <PagePlaceholder title="Início" text="Bem-vindo à área do administrador. Use o menu para gerenciar colaboradores, reuniões, financeiro e treinamentos." />;
}

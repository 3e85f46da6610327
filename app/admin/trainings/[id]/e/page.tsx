import type { Metadata } from "next";
import { ContentFormScreen } from "@/app/admin/content/form-screen";

export const metadata: Metadata = { title: "Editar treinamento" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <ContentFormScreen kind="training" id={(await props.params).id} />;
}

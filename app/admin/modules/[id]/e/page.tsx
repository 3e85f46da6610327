import type { Metadata } from "next";
import { ContentFormScreen } from "@/app/admin/content/form-screen";

export const metadata: Metadata = { title: "Editar módulo" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <ContentFormScreen kind="module" id={(await props.params).id} />;
}

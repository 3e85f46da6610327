import type { Metadata } from "next";
import { ContentFormScreen } from "@/app/admin/content/form-screen";

export const metadata: Metadata = { title: "Editar aula" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <ContentFormScreen kind="lesson" id={(await props.params).id} />;
}

import type { Metadata } from "next";
import { ContentFormScreen } from "@/app/admin/content/form-screen";

export const metadata: Metadata = { title: "Editar submódulo" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  return <ContentFormScreen kind="submodule" id={(await props.params).id} />;
}

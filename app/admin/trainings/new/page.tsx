import type { Metadata } from "next";
import { ContentFormScreen } from "@/app/admin/content/form-screen";

export const metadata: Metadata = { title: "Novo treinamento" };

export default function Page() {
  return <ContentFormScreen kind="training" />;
}

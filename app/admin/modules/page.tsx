import type { Metadata } from "next";
import { ContentListScreen } from "@/app/admin/content/list-screen";

export const metadata: Metadata = { title: "Módulos" };

export default async function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ContentListScreen kind="module" searchParams={await props.searchParams} />;
}

import type { Metadata } from "next";
import { GrantScreen } from "../grant-screen";

export const metadata: Metadata = { title: "Permissões de treinamentos" };

export default async function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <GrantScreen kind="training" searchParams={await props.searchParams} />;
}

import type { Metadata } from "next";
import { ConfirmRegistration } from "./confirm-registration";

export const metadata: Metadata = { title: "Confirmar cadastro" };

/**
 * The page of the e-mailed link. Following the link only shows this page; the account is created
 * by the button, so a mail scanner that fetches links cannot confirm on its own.
 */
export default async function ConfirmRegistrationPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await props.searchParams;
  return <ConfirmRegistration token={typeof token === "string" ? token : ""} />;
}

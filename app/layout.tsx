// Every page: the app's corrections of Radix (they outrank it by specificity, so they hold in
// any order) and the base. The Radix CSS comes with the screens: the public subset with the
// public screens, the whole of it with the areas' shell (decisions 0089, 0094).
import "@/components/theme-overrides.css";
import "./globals.css";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { BootScript } from "@/components/boot-script";

export const metadata: Metadata = {
  title: { template: "%s | Membros", default: "Membros" },
  description: "Área de membros: colaboradores, reuniões, financeiro e treinamentos.",
};

/**
 * Reads the request's CSP nonce (set by proxy.ts), which also renders every page per request:
 * a nonce-based CSP needs a fresh nonce in each page's scripts.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        <BootScript nonce={nonce} />
        {children}
      </body>
    </html>
  );
}

// The part of Radix Themes the public screens use, on every page: the root not-found and error
// screens show it anywhere. The areas' shell adds the whole of Radix (decision 0089).
import "@/components/public-theme-styles";
import "./globals.css";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { Providers } from "@/components/providers";

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
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}

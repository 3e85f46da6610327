"use client";

import "@/components/public-theme-styles";
import "./globals.css";
import { ErrorScreen } from "@/components/error-screen";
import { Providers } from "@/components/providers";
import { ThemeRoot } from "@/components/theme-root";

/** Replaces the root layout when it fails: it brings its own document, styles and theme. */
export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        <title>Unexpected Application Error! | Membros</title>
        <Providers>
          <ThemeRoot>
            <ErrorScreen {...props} />
          </ThemeRoot>
        </Providers>
      </body>
    </html>
  );
}

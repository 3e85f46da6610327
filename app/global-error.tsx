"use client";

import "@/components/theme-overrides.css";
import "@/components/public-theme-styles";
import "./globals.css";
import { ErrorScreen } from "@/components/error-screen";
import { useEffect } from "react";
import { applyStoredTheme, DEFAULT_THEME, THEME_STORAGE_KEY } from "@/lib/theme";
import { ThemeRoot } from "@/components/theme-root";

/** Replaces the root layout when it fails: it brings its own document, styles and theme. */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  // This document replaces the one whose inline script set the theme: set it again.
  useEffect(() => applyStoredTheme(THEME_STORAGE_KEY, DEFAULT_THEME, false), []);
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        <title>Unexpected Application Error! | Membros</title>
        <ThemeRoot>
          <ErrorScreen {...props} />
        </ThemeRoot>
      </body>
    </html>
  );
}

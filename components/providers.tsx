"use client";

import { ThemeProvider } from "next-themes";

export const THEME_STORAGE_KEY = "vite-ui-theme";

/**
 * Light or dark (dark by default, light/dark/system kept under `vite-ui-theme`). The Radix theme
 * is not here: the signed-in shells render `<Theme>`, the public screens the server-rendered
 * `ThemeRoot` (components/theme-root.tsx), which keeps Radix's client code out of their first
 * load. The toasts mount on the first one (lib/client/toast.ts).
 */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <ThemeProvider nonce={nonce} attribute="class" storageKey={THEME_STORAGE_KEY} defaultTheme="dark" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

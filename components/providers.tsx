"use client";

import { Theme } from "@radix-ui/themes";
import { ThemeProvider } from "next-themes";
import dynamic from "next/dynamic";

// Toasts only appear after something happened: sonner loads after the page, not with it.
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export const THEME_STORAGE_KEY = "vite-ui-theme";

/** Theme (dark by default, light/dark/system kept under `vite-ui-theme`) and toasts. */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <ThemeProvider nonce={nonce} attribute="class" storageKey={THEME_STORAGE_KEY} defaultTheme="dark" enableSystem disableTransitionOnChange>
      <Theme accentColor="violet" grayColor="slate" radius="medium" panelBackground="solid">
        {children}
        <Toaster position="top-right" duration={5000} theme="light" richColors closeButton />
      </Theme>
    </ThemeProvider>
  );
}

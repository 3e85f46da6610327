import { applyStoredTheme, DEFAULT_THEME, THEME_STORAGE_KEY } from "@/lib/theme";

const SCRIPT = `(${applyStoredTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(DEFAULT_THEME)},true)`;

/**
 * The stored theme on <html> before the first paint, and kept in step with the system and other
 * tabs. A server component: nothing of it hydrates or runs again on mount (decision 0093).
 * The browser hides a script's nonce after reading it, hence `suppressHydrationWarning`.
 */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

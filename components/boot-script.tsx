import { applyStoredTheme, DEFAULT_THEME, THEME_STORAGE_KEY } from "@/lib/theme";
import { rememberTimeZone, TIME_ZONE_COOKIE } from "@/lib/time-zone";

const call = (fn: (...args: never[]) => void, ...args: unknown[]) =>
  `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")});`;

const SCRIPT =
  call(applyStoredTheme, THEME_STORAGE_KEY, DEFAULT_THEME, true) +
  call(rememberTimeZone, TIME_ZONE_COOKIE);

/**
 * What must happen before the first paint, inline in every page: the stored theme on <html>,
 * kept in step with the system and other tabs (decision 0093), and the browser's time zone in a
 * cookie for the server's dates (decision 0095). A server component: nothing of it hydrates or
 * runs again on mount. The browser hides a script's nonce after reading it, hence
 * `suppressHydrationWarning`.
 */
export function BootScript({ nonce }: { nonce?: string }) {
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />
  );
}

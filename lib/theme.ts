/**
 * The colour scheme: dark by default; the user may pick light, dark or the system's, kept in
 * localStorage under `vite-ui-theme` and shown as the class `light`/`dark` on <html> (Radix Themes
 * and our CSS read that class). Decision 0093 explains why this replaced next-themes.
 */
export const THEME_STORAGE_KEY = "vite-ui-theme";
export const DEFAULT_THEME = "dark";
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * Puts the stored choice on <html>, and with `watch` keeps it there when the system's scheme or
 * another tab's choice changes. It runs inline before the page paints (components/boot-script.tsx
 * serializes it with `toString()`), so it must not use anything from outside its own body. It
 * only touches the class when it differs: a class change on <html> restyles the whole page.
 */
export function applyStoredTheme(storageKey: string, fallback: string, watch: boolean): void {
  const root = document.documentElement;
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    let choice = fallback;
    try {
      choice = window.localStorage.getItem(storageKey) || fallback;
    } catch {
      // Storage blocked (private mode, sandbox): the default applies.
    }
    const scheme =
      choice === "system"
        ? media.matches
          ? "dark"
          : "light"
        : choice === "light"
          ? "light"
          : "dark";
    const other = scheme === "dark" ? "light" : "dark";
    if (root.classList.contains(other)) root.classList.remove(other);
    if (!root.classList.contains(scheme)) root.classList.add(scheme);
    if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
  };
  apply();
  if (!watch) return;
  media.addEventListener("change", apply);
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey) apply();
  });
}

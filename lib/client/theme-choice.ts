"use client";

import { useSyncExternalStore } from "react";
import {
  applyStoredTheme,
  DEFAULT_THEME,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from "@/lib/theme";

const listeners = new Set<() => void>();

function storedChoice(): ThemeChoice {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: the default applies.
  }
  return (THEME_CHOICES as readonly string[]).includes(stored ?? "")
    ? (stored as ThemeChoice)
    : DEFAULT_THEME;
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Stores and applies a choice. Transitions are off while the page changes colours, or every
 * button would fade at its own pace.
 */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice lasts until the next page load.
  }
  const still = document.createElement("style");
  still.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(still);
  applyStoredTheme(THEME_STORAGE_KEY, DEFAULT_THEME, false);
  window.getComputedStyle(document.body);
  setTimeout(() => still.remove(), 1);
  for (const listener of listeners) listener();
}

/** The stored choice ("light", "dark" or "system"), for the theme menu. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, storedChoice, () => DEFAULT_THEME);
}

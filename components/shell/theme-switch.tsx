"use client";

import { MoonIcon, SunIcon } from "@/components/icons";
import { IconButton } from "@radix-ui/themes";
import { LazyPopup } from "@/components/lazy-popup";
import styles from "./shell.module.css";

const loadMenu = () => import("./theme-menu").then((m) => m.ThemeMenu);

/**
 * Light, dark or the system's choice (lib/theme.ts keeps it under `vite-ui-theme`). The menu loads
 * when first opened.
 */
export function ThemeSwitch() {
  return (
    <LazyPopup
      load={loadMenu}
      haspopup="menu"
      trigger={
        <IconButton variant="ghost" color="gray" size="3" aria-label="Alternar tema">
          {/* Which icon shows is decided by the <html> class, so the server render matches. */}
          <SunIcon className={styles.lightOnly} width="18" height="18" />
          <MoonIcon className={styles.darkOnly} width="18" height="18" />
        </IconButton>
      }
    />
  );
}

"use client";

import { DesktopIcon, MoonIcon, SunIcon } from "@radix-ui/react-icons";
import { DropdownMenu, IconButton } from "@radix-ui/themes";
import { useTheme } from "next-themes";
import styles from "./shell.module.css";

const THEMES = [
  { value: "light", label: "Claro", icon: <SunIcon /> },
  { value: "dark", label: "Escuro", icon: <MoonIcon /> },
  { value: "system", label: "Sistema", icon: <DesktopIcon /> },
];

/** Light, dark or the system's choice; next-themes keeps it under `vite-ui-theme`. */
export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" size="3" aria-label="Alternar tema">
          {/* Which icon shows is decided by the <html> class, so the server render matches. */}
          <SunIcon className={styles.lightOnly} width="18" height="18" />
          <MoonIcon className={styles.darkOnly} width="18" height="18" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>Tema</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={theme} onValueChange={setTheme}>
          {THEMES.map((t) => (
            <DropdownMenu.RadioItem key={t.value} value={t.value}>
              {t.icon}
              {t.label}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

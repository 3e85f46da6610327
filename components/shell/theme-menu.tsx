"use client";

import { DesktopIcon, MoonIcon, SunIcon } from "@/components/icons";
import { DropdownMenu } from "@radix-ui/themes";
import { useFocusFirstItem, type LazyPopupProps } from "@/components/lazy-popup";
import { setThemeChoice, useThemeChoice } from "@/lib/client/theme-choice";
import type { ThemeChoice } from "@/lib/theme";

const THEMES = [
  { value: "light", label: "Claro", icon: <SunIcon /> },
  { value: "dark", label: "Escuro", icon: <MoonIcon /> },
  { value: "system", label: "Sistema", icon: <DesktopIcon /> },
];

/** The theme switch's menu, loaded when first opened (see ./theme-switch.tsx). */
export function ThemeMenu({ trigger, openedBy }: LazyPopupProps) {
  const theme = useThemeChoice();
  const focusFirstItem = useFocusFirstItem(openedBy);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" onFocus={focusFirstItem}>
        <DropdownMenu.Label>Tema</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={theme}
          onValueChange={(value) => setThemeChoice(value as ThemeChoice)}
        >
          {THEMES.map((choice) => (
            <DropdownMenu.RadioItem key={choice.value} value={choice.value}>
              {choice.icon}
              {choice.label}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

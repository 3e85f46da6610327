"use client";

import { ThemeContext } from "@radix-ui/themes";
import { THEME } from "./theme-root";

const keep = () => {};
// What Radix's root `<Theme {...THEME}>` provides; the app never changes its theme at run time.
const VALUE: React.ContextType<typeof ThemeContext> = {
  ...THEME,
  appearance: "inherit",
  resolvedGrayColor: THEME.grayColor,
  scaling: "100%",
  onAppearanceChange: keep,
  onAccentColorChange: keep,
  onGrayColorChange: keep,
  onPanelBackgroundChange: keep,
  onRadiusChange: keep,
  onScalingChange: keep,
};

/**
 * The theme's context for Radix parts that portal out of the page (Select, Popover) inside a
 * server-rendered `ThemeRoot`: they read it to dress their portal in the theme. A nested
 * `<Theme>` would instead render a second root element (full-height, own stacking context).
 */
export function ThemeScope({ children }: { children: React.ReactNode }) {
  return <ThemeContext.Provider value={VALUE}>{children}</ThemeContext.Provider>;
}

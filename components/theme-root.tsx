import type { ThemeProps } from "@radix-ui/themes";

/** The app's Radix theme: the shells' `<Theme>` and the server-rendered `ThemeRoot` share it. */
export const THEME = {
  accentColor: "violet",
  grayColor: "slate",
  radius: "medium",
  panelBackground: "solid",
} as const satisfies ThemeProps;

/**
 * The element Radix's root `<Theme {...THEME}>` renders, without its client code: the public
 * screens (sign-in, not-found, error) need the theme's classes and variables but none of the
 * context it provides to portalled parts (menus, dialogs, selects), nor its Tooltip and Direction
 * providers, which would weigh on a public page's first load (decision 0085). The signed-in
 * shells keep `<Theme>`.
 * A screen with portalled parts inside this root wraps them in `ThemeScope` (theme-scope.tsx).
 */
export function ThemeRoot({ children }: { children: React.ReactNode }) {
  return (
    <div
      className="radix-themes"
      data-is-root-theme="true"
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background="true"
      data-panel-background={THEME.panelBackground}
      data-radius={THEME.radius}
      data-scaling="100%"
    >
      {children}
    </div>
  );
}

/**
 * Radix Themes' full CSS, in the pieces the app uses instead of `styles.css` (every colour of the
 * palette, 35 KiB gzip of tokens alone): the base tokens, the gray scales and the colours every
 * screen may show (violet accent, slate gray, red errors), the components and the utilities. For
 * the signed-in areas: imported by their shell (components/shell/app-shell.tsx), which adds the
 * colours only they use. Every page, the areas' included, loads the public subset first
 * (components/public-theme-styles.ts, root layout): this comes after it, so the cascade is the
 * full CSS's (decision 0089).
 */
import "@radix-ui/themes/tokens/base.css";
import "@radix-ui/themes/tokens/colors/gray.css";
import "@radix-ui/themes/tokens/colors/slate.css";
import "@radix-ui/themes/tokens/colors/violet.css";
import "@radix-ui/themes/tokens/colors/red.css";
import "@radix-ui/themes/components.css";
import "@radix-ui/themes/utilities.css";

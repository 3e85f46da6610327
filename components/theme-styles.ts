/**
 * Radix Themes' CSS, in the pieces the app uses instead of `styles.css` (every colour of the
 * palette, 35 KiB gzip of tokens alone): the base tokens, the gray scales and the colours every
 * page may show (violet accent, slate gray, red errors), the components and the utilities. The
 * colours only the signed-in areas use (status badges, the chart, the avatar) come with their
 * shell (components/shell/app-shell.tsx). Imported by the root layout and the global error page.
 */
import "@radix-ui/themes/tokens/base.css";
import "@radix-ui/themes/tokens/colors/gray.css";
import "@radix-ui/themes/tokens/colors/slate.css";
import "@radix-ui/themes/tokens/colors/violet.css";
import "@radix-ui/themes/tokens/colors/red.css";
import "@radix-ui/themes/components.css";
import "@radix-ui/themes/utilities.css";

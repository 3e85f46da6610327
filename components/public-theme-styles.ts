/**
 * The public screens' CSS: the part of Radix Themes they use, generated into public-theme.css
 * (decision 0089). Imported by the screens that render `ThemeRoot` (the sign-in layout, the root
 * not-found and error screens); the signed-in areas load Radix's full CSS instead
 * (components/theme-styles.ts), so they do not load this subset too (decision 0094).
 */
import "./public-theme.css";

/**
 * The public screens' CSS (sign-in, registration, the root not-found and the error screens): the
 * part of Radix Themes they use, generated into public-theme.css (decision 0089), then the app's
 * corrections of Radix. Loaded by the root layout (so by every page) and the global error page.
 */
import "./public-theme.css";
import "./theme-overrides.css";

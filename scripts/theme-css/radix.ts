/**
 * What both generated theme files read of Radix Themes: its CSS files, its version, a selector's
 * classes.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import selectorParser from "postcss-selector-parser";

const require = createRequire(import.meta.url);

/** A CSS file of the installed @radix-ui/themes, e.g. `components.css`, `tokens/colors/red.css`. */
export const radixCss = (file: string) =>
  readFileSync(require.resolve(`@radix-ui/themes/${file}`), "utf8");

export const radixVersion = () =>
  (require("@radix-ui/themes/package.json") as { version: string }).version;

/**
 * The class names a selector list names anywhere, unescaped (`.sm\:rt-r-gtc-3` → `sm:rt-r-gtc-3`).
 */
export function selectorClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((list) => list.walkClasses((node) => void classes.push(node.value))).processSync(
    selector,
  );
  return classes;
}

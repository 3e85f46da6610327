/**
 * `npx tsx scripts/app-theme-css.ts [--check]`
 *
 * Writes components/app-theme.css: Radix Themes' components.css and utilities.css (684 KB
 * together, parsed by every signed-in page) without the responsive rules the app never uses.
 * Radix ships every responsive class at five breakpoints (`xs:`…`xl:`, ~50 KB each per file);
 * a class like `sm:rt-r-gtc-3` only appears when a prop is written `{ initial: …, sm: "3" }`.
 * The sources are scanned for those objects, each is traced to the JSX prop it is given to, and
 * Radix's own prop definitions name the class of that prop; only those classes keep their
 * breakpoint rules. Every other rule is kept as shipped, in order. See decision 0091.
 *
 * `--check` exits 1 when the committed file differs from what it would write (the unit test
 * tests/unit/app-theme-css.test.ts runs the same comparison).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateAppThemeCss } from "./theme-css/app-theme";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "components", "app-theme.css");

const css = generateAppThemeCss(root);
if (process.argv.includes("--check")) {
  const same = readFileSync(target, "utf8") === css;
  console.log(same ? "components/app-theme.css is current" : "components/app-theme.css is stale: run npx tsx scripts/app-theme-css.ts");
  process.exit(same ? 0 : 1);
}
writeFileSync(target, css);
console.log(`wrote components/app-theme.css (${Math.round(Buffer.byteLength(css) / 1024)} KiB)`);

/**
 * `npx tsx scripts/theme-css.ts [--check]`
 *
 * Writes the two CSS files generated from Radix Themes' own: components/public-theme.css (the
 * rules the public screens' vocabulary can use, decision 0089) and components/app-theme.css
 * (components.css + utilities.css without the breakpoint rules no screen renders, 0091). Run it
 * after changing the vocabulary, adding a responsive prop or upgrading Radix. `--check` exits 1
 * when a committed file differs from what it would write (the unit tests compare the same).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appThemeCss } from "./theme-css/app-theme";
import { publicThemeCss } from "./theme-css/public-theme";

const root = path.resolve(import.meta.dirname, "..");
const THEME_FILES = {
  "components/public-theme.css": () => publicThemeCss(),
  "components/app-theme.css": () => appThemeCss(root),
};

let stale = 0;
for (const [file, generate] of Object.entries(THEME_FILES)) {
  const css = generate();
  const target = path.join(root, file);
  if (!process.argv.includes("--check")) {
    writeFileSync(target, css);
    console.log(`wrote ${file} (${Math.round(Buffer.byteLength(css) / 1024)} KiB)`);
  } else if (readFileSync(target, "utf8") !== css) {
    stale++;
    console.log(`${file} is stale: run npx tsx scripts/theme-css.ts`);
  }
}
process.exit(stale ? 1 : 0);

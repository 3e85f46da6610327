/** `npm run icons`: writes public/icons.svg and its version from components/icons/names.ts. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildSprite, versionModule } from "./sprite";

const root = path.resolve(import.meta.dirname, "..", "..");
const { svg, version } = buildSprite();
writeFileSync(path.join(root, "public", "icons.svg"), svg);
writeFileSync(path.join(root, "components", "icons", "sprite-version.ts"), versionModule(version));
console.log(`public/icons.svg ${Buffer.byteLength(svg)} bytes, version ${version}`);

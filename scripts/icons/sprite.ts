import { createHash } from "node:crypto";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as RadixIcons from "@radix-ui/react-icons";
import { OWN_ICONS, RADIX_ICONS } from "../../components/icons/names";

const componentName = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()) + "Icon";

/** The shapes inside a Radix icon's <svg>, and its viewBox. */
function radixSymbol(name: string): { viewBox: string; body: string } {
  const Icon = (RadixIcons as unknown as Record<string, ComponentType>)[componentName(name)];
  if (!Icon) throw new Error(`@radix-ui/react-icons has no ${componentName(name)}`);
  const svg = renderToStaticMarkup(createElement(Icon));
  const match = /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
  if (!match) throw new Error(`unexpected markup for ${name}`);
  return { viewBox: match[1], body: match[2] };
}

/** The sprite's text and a short hash of it, for the URL that may be cached for good. */
export function buildSprite(): { svg: string; version: string } {
  const symbols = [
    ...RADIX_ICONS.map((name) => ({ name, ...radixSymbol(name) })),
    ...Object.entries(OWN_ICONS).map(([name, own]) => ({
      name,
      viewBox: own.viewBox,
      body: `<path d="${own.path}" fill="currentColor" fill-rule="evenodd" clip-rule="evenodd"></path>`,
    })),
  ].map((s) => `<symbol id="${s.name}" viewBox="${s.viewBox}">${s.body}</symbol>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
  return { svg, version: createHash("sha256").update(svg).digest("hex").slice(0, 10) };
}

export const versionModule = (version: string) =>
  `// Written by \`npm run icons\` (scripts/icons/write.ts) with public/icons.svg: do not edit.\nexport const SPRITE_VERSION = "${version}";\n`;

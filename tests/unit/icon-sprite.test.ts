import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as Icons from "@/components/icons";
import { OWN_ICONS, RADIX_ICONS } from "@/components/icons/names";
import { SPRITE_VERSION } from "@/components/icons/sprite-version";
import { buildSprite } from "../../scripts/icons/sprite";

const componentName = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()) + "Icon";

describe("the icon sprite", () => {
  const built = buildSprite();

  it("is the one written from the names list, under its version (run `npm run icons`)", () => {
    expect(readFileSync("public/icons.svg", "utf8")).toBe(built.svg);
    expect(SPRITE_VERSION).toBe(built.version);
  });

  it("holds one symbol with shapes per name, and nothing else", () => {
    const ids = [
      ...built.svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) \2">(.*?)<\/symbol>/g),
    ];
    const names = [...RADIX_ICONS, ...Object.keys(OWN_ICONS)];
    expect(ids.map((m) => m[1]).sort()).toEqual([...names].sort());
    for (const [, , , body] of ids) expect(body).toMatch(/^<path d="M[^"]+" fill="currentColor"/);
  });

  it("offers every name under its Radix component name", () => {
    for (const name of RADIX_ICONS) expect(Icons).toHaveProperty(componentName(name));
    expect(Icons).toHaveProperty("SelectChevronIcon");
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appThemeCss, trimResponsiveRules } from "@/scripts/theme-css/app-theme";
import {
  literalResponsiveClasses,
  readSources,
  responsiveClasses,
  responsiveUses,
} from "@/scripts/theme-css/responsive-props";

const root = path.resolve(import.meta.dirname, "..", "..");
const scratch = mkdtempSync(path.join(tmpdir(), "app-theme-css-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function sources(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(scratch, "src-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("components/app-theme.css", () => {
  it("is what scripts/theme-css.ts writes from today's sources (regenerate it after adding a responsive prop)", () => {
    const committed = readFileSync(path.join(root, "components", "app-theme.css"), "utf8");
    expect(committed === appThemeCss(root)).toBe(true);
  });

  it("keeps the breakpoint rules of the responsive props the app uses, and only those", () => {
    const css = appThemeCss(root);
    // app-shell.tsx: p={{ initial: "4", sm: "6" }};
    // the home pages: columns={{ initial: "1", md: "3" }}.
    expect(css).toContain(".sm\\:rt-r-p-6");
    expect(css).toContain(".md\\:rt-r-gtc-3");
    expect(css).not.toMatch(/\.(xs|lg|xl)\\:rt-/);
    expect(css).not.toContain(".sm\\:rt-r-size-1");
    // app/(auth)/layout.tsx writes Radix's classes out: className="… sm:rt-r-gc".
    expect(css).toContain(".sm\\:rt-r-gc {");
    // Everything outside the breakpoints is kept: the components' own size classes, the utilities.
    expect(css).toContain(".rt-r-size-1");
    expect(css).toContain(".rt-r-gtc-9");
  });
});

describe("trimResponsiveRules", () => {
  const css = [
    ".rt-Grid:where(.rt-r-gtc-2) { grid-template-columns: repeat(2, minmax(0, 1fr)); }",
    "@media (min-width: 520px) { .xs\\:rt-r-gtc-2 { grid-template-columns: repeat(2, 1fr); } }",
    "@media (min-width: 768px) { .sm\\:rt-r-gtc-2 { grid-template-columns: repeat(2, 1fr); } .sm\\:rt-r-gap-2 { gap: 8px; } .rt-Other { color: red; } }",
    "@media (hover: hover) { .rt-Button:hover { opacity: 0.9; } }",
  ].join("\n");

  it("drops the unused breakpoint rules and empty blocks, keeps every other rule", () => {
    const out = trimResponsiveRules(css, new Map([["sm", new Set(["rt-r-gtc"])]]));
    expect(out).toContain(".rt-Grid:where(.rt-r-gtc-2)");
    expect(out).not.toContain("520px");
    expect(out).toContain(".sm\\:rt-r-gtc-2");
    expect(out).not.toContain("rt-r-gap-2");
    expect(out).toContain(".rt-Other");
    expect(out).toContain(".rt-Button:hover");
  });
});

describe("responsiveUses", () => {
  it("traces a responsive value to its JSX prop, through ?? and parentheses", () => {
    const dir = sources({
      "a.tsx": `export const A = ({ c }) => <Grid columns={c ?? ({ initial: "1", md: "3" })} p={{ initial: "2", sm: "4" }} />;`,
      "b.ts": `export const notResponsive = { initial: 1, other: 2 };`,
    });
    expect(responsiveUses(readSources([dir]))).toEqual(
      new Map([
        ["columns", new Set(["md"])],
        ["p", new Set(["sm"])],
      ]),
    );
    expect(responsiveClasses([dir]).get("sm")).toEqual(new Set(["rt-r-p"]));
  });

  it("refuses a responsive value kept in a variable, whose classes it could not name", () => {
    const dir = sources({
      "c.tsx": `const cols = { initial: "1", lg: "4" };\nexport const C = () => <Grid columns={cols} />;`,
    });
    expect(() => responsiveUses(readSources([dir]))).toThrow(
      /c\.tsx:1: a responsive value outside a JSX prop/,
    );
  });

  it("refuses a responsive value given to a prop Radix does not know", () => {
    const dir = sources({
      "d.tsx": `export const D = () => <Panel spacing={{ initial: "1", sm: "2" }} />;`,
    });
    expect(() => responsiveClasses([dir])).toThrow(
      /'spacing' is given a responsive value but is no responsive Radix prop/,
    );
  });
});

describe("literalResponsiveClasses", () => {
  it("finds breakpoint classes written in class names, not look-alikes", () => {
    const dir = sources({
      "e.tsx": `export const E = () => <main className="rt-Flex sm:rt-r-gc md:rt-r-px-8 xsm:rt-r-gc" data-x="lg:not-radix" />;`,
    });
    const found = literalResponsiveClasses(readSources([dir]));
    expect(found.get("sm")).toEqual(new Set(["rt-r-gc"]));
    expect(found.get("md")).toEqual(new Set(["rt-r-px-8"]));
    expect(found.get("xs")).toEqual(new Set());
    expect(found.get("lg")).toEqual(new Set());
  });
});

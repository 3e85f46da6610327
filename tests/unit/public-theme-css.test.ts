import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicThemeCss } from "@/scripts/theme-css/public-theme";

const PUBLIC_THEME_FILE = path.join(
  import.meta.dirname,
  "..",
  "..",
  "components",
  "public-theme.css",
);

describe("components/public-theme.css (decision 0089)", () => {
  it("is what scripts/theme-css.ts generates from the vocabulary and the installed Radix (else run it)", () => {
    expect(readFileSync(PUBLIC_THEME_FILE, "utf8")).toBe(publicThemeCss());
  });

  // The generator on a vocabulary of one spinner: what it keeps and drops, in Radix's own files.
  const spinnerOnly = publicThemeCss({
    colors: ["red"],
    classes: ["rt-Spinner", "rt-SpinnerLeaf", "rt-r-size-2"],
    attributes: { "data-accent-color": ["red"] },
  });

  it("keeps the rules the vocabulary's classes can match, with their keyframes, and the tokens of :root", () => {
    expect(spinnerOnly).toContain(".rt-Spinner:where(.rt-r-size-2)");
    expect(spinnerOnly).toContain("@keyframes rt-spinner-leaf-fade");
    expect(spinnerOnly).toContain("--red-9:");
    expect(spinnerOnly).toContain("[data-accent-color='red']");
  });

  it("drops rules needing a class, an accent or a size outside the vocabulary, and unused keyframes", () => {
    expect(spinnerOnly).not.toContain(".rt-Button");
    expect(spinnerOnly).not.toContain(".rt-Spinner:where(.rt-r-size-3)");
    expect(spinnerOnly).not.toContain("[data-accent-color='blue']");
    expect(spinnerOnly).not.toContain("--blue-9:");
    expect(spinnerOnly).not.toContain("@keyframes rt-fade-in");
  });

  it("keeps only the alternatives of a selector list that can match (`.dark, .dark-theme` → `.dark`)", () => {
    const generated = readFileSync(PUBLIC_THEME_FILE, "utf8");
    expect(generated).toMatch(/^\.dark \{/m);
    expect(generated).not.toMatch(/^\s*\.dark-theme/m);
    // Inside :is() the list stays whole: dropping an alternative there could change the
    // specificity.
    expect(generated).toContain(":is(.dark, .dark-theme)");
  });

  it("keeps Radix's order: the kept rules of components.css appear in the generated file in the same sequence", () => {
    const radix = readFileSync(
      createRequire(import.meta.url).resolve("@radix-ui/themes/components.css"),
      "utf8",
    );
    const generated = readFileSync(PUBLIC_THEME_FILE, "utf8");
    const samples = [
      ".rt-BaseButton:where(.rt-r-size-3)",
      ".rt-Button:where(.rt-r-size-3)",
      ".rt-TextFieldRoot:where(.rt-r-size-3)",
      ".rt-Text:where(.rt-r-size-2)",
    ];
    const inRadix = samples.map((s) => radix.indexOf(s));
    const inGenerated = samples.map((s) => generated.indexOf(s));
    expect(inRadix.every((i) => i >= 0) && inGenerated.every((i) => i >= 0)).toBe(true);
    expect(argsort(inGenerated)).toEqual(argsort(inRadix));
  });
});

const argsort = (values: number[]) =>
  values
    .map((v, i) => [v, i])
    .sort((a, b) => a[0] - b[0])
    .map(([, i]) => i);

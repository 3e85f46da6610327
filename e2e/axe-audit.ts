import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

/**
 * Running axe-core in place on a loaded page, in each theme and width (what e2e/axe.spec.ts
 * audits and why it is done this way is explained there).
 */
export const COMBOS = [
  { theme: "dark", width: 1366, height: 768 },
  { theme: "light", width: 1366, height: 768 },
  { theme: "dark", width: 390, height: 844 },
  { theme: "light", width: 390, height: 844 },
] as const;
export type Combo = { theme: "dark" | "light"; width: number; height: number };

export const EVERY_RULE = {
  type: "tag",
  values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
} as const;
/**
 * The rules of EVERY_RULE whose answer depends on colours (axe's `cat.color` without the AAA one).
 */
export const COLOUR_RULES = {
  type: "rule",
  values: ["color-contrast", "link-in-text-block"],
} as const;
/**
 * The theme changes only colours: at each width the dark theme gets every rule, the light theme the
 * colour rules.
 */
export const rulesFor = (theme: Combo["theme"]) => (theme === "dark" ? EVERY_RULE : COLOUR_RULES);
export type AxeRules = typeof EVERY_RULE | typeof COLOUR_RULES;

/**
 * Moderate/minor findings accepted on purpose, where they happen (reasons in
 * docs/accessibility.md).
 */
const ACCEPTED: Array<{ rule: string; where: RegExp; reason: string }> = [
  {
    rule: "region",
    where: /^(row menu|user menu) /,
    reason:
      "Radix renders an open menu in a portal at the end of <body>, outside the landmarks; it is a role=menu popup owned by its button.",
  },
];

export type Finding = { where: string; rule: string; impact: string; targets: string[] };

/**
 * The page as a screen at this theme and size (lib/theme.ts keeps the theme as a class on <html>).
 */
export async function apply(page: Page, combo: Combo) {
  await page.setViewportSize({ width: combo.width, height: combo.height });
  await page.evaluate((theme) => {
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(theme);
    root.style.colorScheme = theme;
  }, combo.theme);
  // Two frames: styles and layout settle; then the colour transitions the theme switch started
  // (the sidebar links fade for 120 ms) end, or axe reads a colour halfway between the themes.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function audit(
  page: Page,
  where: string,
  findings: Finding[],
  rules: AxeRules = EVERY_RULE,
) {
  // A popup just opened fades in (Radix's keyframes): axe would read its colours half-transparent.
  // Wait for every finite animation and transition; spinners and skeletons loop forever.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (runOnly) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // Third-party players (YouTube/Vimeo) are not ours to fix, and cannot load here.
    const result = await run(
      { exclude: [["iframe"]] },
      { iframes: false, runOnly: { type: runOnly.type, values: [...runOnly.values] } },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  }, rules);
  for (const v of violations) {
    const accepted = ACCEPTED.some((a) => a.rule === v.id && a.where.test(where));
    if (v.impact !== "serious" && v.impact !== "critical" && accepted) continue;
    findings.push({ where, rule: v.id, impact: v.impact ?? "", targets: v.targets });
  }
}

/** Loads a screen once and audits it in every combination. */
export async function auditScreen(page: Page, path: string, findings: Finding[]) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  for (const combo of COMBOS) {
    await apply(page, combo);
    await audit(page, `${path} ${combo.theme} ${combo.width}`, findings, rulesFor(combo.theme));
  }
}

export const report = (findings: Finding[]) =>
  findings.map((f) => `${f.impact} ${f.rule} @ ${f.where}: ${f.targets.join(" | ")}`).join("\n");

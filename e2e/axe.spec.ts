import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN, EMPLOYEE, signedInPage } from "./helpers";
import { startProductionServer } from "./production-server";
import {
  apply,
  audit,
  auditScreen,
  report,
  rulesFor,
  type AxeRules,
  type Finding,
} from "./axe-audit";

/**
 * axe-core (WCAG 2.0/2.1 A and AA plus best practices) on every screen of both areas, signed
 * in as each profile, in both themes and at both widths, plus an open dialog and open menus.
 * Serious and critical findings fail; a moderate or minor one fails unless it is listed in
 * ACCEPTED with its reason (the same list is in docs/accessibility.md).
 *
 * Fast on purpose: each screen loads once, then the four combinations (light/dark ×
 * 1366×768/390×844) are audited by switching the theme class and the viewport in place. axe is
 * injected once per page load and run in place: @axe-core/playwright's `analyze()` opens a fresh
 * page for every run to merge frame results, several times slower than `axe.run`, and we audit no
 * frame (the only ones are players).
 * The theme changes nothing but colours (lib/theme.ts swaps a class whose rules set colour
 * variables), so at each width the dark theme gets every rule and the light theme the rules
 * that read colours; the width changes what is shown, so both widths get every rule.
 * The screens are split into short tests that both workers share (decision 0102).
 */
const ADMIN_SCREENS = [
  "/admin/home",
  "/admin/user?page=1&per_page=10",
  "/admin/user/new",
  "/admin/user/2/e",
  "/admin/meetings?page=1&per_page=10",
  "/admin/meetings/new",
  "/admin/pending?page=1&per_page=10",
  "/admin/payments?page=1&per_page=10",
  "/admin/payments/new",
  "/admin/payment_requests?page=1&per_page=10",
  "/admin/refunds?page=1&per_page=10",
  "/admin/trainings?page=1&per_page=10",
  "/admin/trainings/1/e",
  // The demo collaborator completed 'Finanças pessoais': a report with a certificate in it.
  "/admin/trainings/2/report?page=1&per_page=10",
  "/admin/modules?page=1&per_page=10",
  "/admin/subModules?page=1&per_page=10",
  "/admin/lessons?page=1&per_page=10",
  "/admin/lessons/new",
  "/admin/permissions",
  "/admin/permissions/training",
  "/admin/settings",
  "/admin/notifications?page=1&per_page=10",
  "/admin/nao-existe",
];
const COLLABORATOR_SCREENS = [
  "/collaborator/home",
  "/collaborator/profile",
  "/collaborator/meetings?page=1&per_page=10",
  "/collaborator/payments?page=1&per_page=10",
  "/collaborator/payments/new",
  "/collaborator/payment_requests?page=1&per_page=10",
  "/collaborator/payment_requests/new",
  "/collaborator/refunds?page=1&per_page=10",
  "/collaborator/trainings",
  "/collaborator/trainings/1/modules",
  "/collaborator/trainings/1/modules/1/submodules",
  "/collaborator/trainings/1/modules/1/lessons/1",
  "/collaborator/settings",
  "/collaborator/notifications?page=1&per_page=10",
];
// An unknown certificate code: the verification page's not-found state.
const PUBLIC_SCREENS = ["/login", "/register", "/verify/00000000000000000000000000"];

test.describe.configure({ mode: "parallel", timeout: 360_000 });

/** Splits a list into `parts` runs of nearly equal length, in order. */
const split = <T>(items: readonly T[], parts: number) =>
  Array.from({ length: parts }, (_, i) =>
    items.slice(
      Math.round((i * items.length) / parts),
      Math.round(((i + 1) * items.length) / parts),
    ),
  );

async function auditScreens(page: Page, paths: readonly string[]) {
  const findings: Finding[] = [];
  for (const path of paths) await auditScreen(page, path, findings);
  return findings;
}

// About seven screens a test: a failure names a short run, and no test nears its limit.
const AREAS = [
  { area: "admin", who: ADMIN, screens: ADMIN_SCREENS, parts: 3 },
  { area: "collaborator", who: EMPLOYEE, screens: COLLABORATOR_SCREENS, parts: 2 },
] as const;
for (const { area, who, screens, parts } of AREAS) {
  for (const [index, paths] of split(screens, parts).entries()) {
    test(`axe: the ${area} area, part ${index + 1} of ${parts} (${paths[0]} …)`, async ({
      browser,
    }) => {
      const page = await signedInPage(browser, who);
      const findings = await auditScreens(page, paths);
      expect(findings, report(findings)).toEqual([]);
      await page.context().close();
    });
  }
}

/**
 * Opens a popup and audits it once it is shown. The popups load their code on first use
 * (components/lazy-popup.tsx), so a click returns before they exist: an audit or an Escape sent
 * then would miss the popup, and the popup would open afterwards over the next step.
 */
async function auditOpened(
  page: Page,
  open: () => Promise<void>,
  popup: Locator,
  where: string,
  findings: Finding[],
  rules: AxeRules,
) {
  await open();
  await expect(popup).toBeVisible();
  await expect(page.getByRole("status", { name: /^Carregando/ })).toHaveCount(0);
  await audit(page, where, findings, rules);
}

async function closeWithEscape(page: Page, popup: Locator) {
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
}

test("axe: the admin area with a row menu, a confirmation, the user menu and the phone drawer open", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  const findings: Finding[] = [];
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/admin/user?page=1&per_page=10");
  const menu = page.getByRole("menu");
  const confirmation = page.getByRole("alertdialog");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  for (const theme of ["dark", "light"] as const) {
    const rules = rulesFor(theme);
    await apply(page, { theme, width: 1366, height: 768 });
    await auditOpened(
      page,
      () => page.locator("tbody").getByRole("button", { name: "Ações" }).first().click(),
      menu,
      `row menu ${theme}`,
      findings,
      rules,
    );
    await auditOpened(
      page,
      () => page.getByRole("menuitem", { name: "Deletar usuário" }).click(),
      confirmation,
      `confirmation ${theme}`,
      findings,
      rules,
    );
    await closeWithEscape(page, confirmation);
    await auditOpened(
      page,
      () => page.getByRole("button", { name: "Menu do usuário" }).click(),
      menu,
      `user menu ${theme}`,
      findings,
      rules,
    );
    await closeWithEscape(page, menu);
    await apply(page, { theme, width: 390, height: 844 });
    await auditOpened(
      page,
      () => page.getByRole("button", { name: "Abrir menu" }).click(),
      drawer,
      `phone drawer ${theme}`,
      findings,
      rules,
    );
    await closeWithEscape(page, drawer);
  }
  expect(findings, report(findings)).toEqual([]);
  await page.context().close();
});

test("axe: the sign-in screens and the collaborator's open date picker", async ({ browser }) => {
  const visitor = await browser.newContext();
  const findings = await auditScreens(await visitor.newPage(), PUBLIC_SCREENS);
  await visitor.close();

  const page = await signedInPage(browser, EMPLOYEE);
  await page.goto("/collaborator/refunds/new");
  const picker = page.getByRole("dialog", { name: "Escolher data no calendário" });
  for (const theme of ["dark", "light"] as const) {
    await apply(page, { theme, width: 1366, height: 768 });
    await auditOpened(
      page,
      () => page.getByRole("button", { name: "Abrir calendário" }).click(),
      picker,
      `date picker ${theme}`,
      findings,
      rulesFor(theme),
    );
    await closeWithEscape(page, picker);
  }
  await page.context().close();
  expect(findings, report(findings)).toEqual([]);
});

/**
 * The closed registration (REGISTRATION unset or 'closed') is a screen of its own, with an amber
 * callout; the main e2e server opens registration, so a second production server shows it.
 */
test("axe: the closed registration screen, in both themes", async ({ browser }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "membros-closed-"));
  const server = await startProductionServer({
    REGISTRATION: "closed",
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
  });
  try {
    const visitor = await browser.newContext({ baseURL: server.url });
    const page = await visitor.newPage();
    const findings: Finding[] = [];
    await auditScreen(page, "/register", findings);
    await expect(page.getByText("O cadastro de novas contas está desativado.")).toBeVisible();
    await visitor.close();
    expect(findings, report(findings)).toEqual([]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

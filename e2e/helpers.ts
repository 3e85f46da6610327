import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@membros.dev", password: "Admin@123456" };
export const EMPLOYEE = { email: "colaborador@membros.dev", password: "Colab@123456" };

/** Signs in through the login screen and waits for the home of that profile. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  // Password hashing, the redirect and the home's render: slow on a busy CI machine.
  await expect(page).toHaveURL(who === ADMIN ? /\/admin\/home/ : /\/collaborator\/profile/, { timeout: 30_000 });
}

/** A toast, found by its text (getByRole('alert') also matches Next's route announcer). */
export const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const sessions = new Map<string, Promise<StorageState>>();

/**
 * A new page already signed in as `who`: the login screen runs once per account and worker,
 * later pages reuse its cookies. Close the page's context when done (`page.context().close()`).
 */
export async function signedInPage(browser: Browser, who: { email: string; password: string }, options: BrowserContextOptions = {}) {
  if (!sessions.has(who.email)) {
    sessions.set(
      who.email,
      (async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, who);
        const state = await context.storageState();
        await context.close();
        return state;
      })(),
    );
  }
  const context = await browser.newContext({ ...options, storageState: await sessions.get(who.email) });
  return context.newPage();
}

/**
 * Picks a user in a UserPicker (the combobox labelled `label`): types `typed` (a part of the
 * name), waits for the server's answer and clicks `name`; Escape closes a multiple picker's list.
 */
export async function pickUser(page: Page, label: string, typed: string, name: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.fill(typed);
  await page.getByRole("listbox", { name: label }).getByRole("option", { name, exact: true }).click();
  if ((await box.getAttribute("aria-expanded")) === "true") await box.press("Escape");
}

/**
 * The class names in the page matching `pattern` that no loaded stylesheet has a rule for
 * (components/app-theme.css keeps only the responsive classes the sources use, decision 0091).
 */
export function classesWithoutRule(page: Page, pattern: RegExp): Promise<string[]> {
  return page.evaluate((source) => {
    const wanted = new RegExp(source);
    const used = new Set([...document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]).filter((c) => wanted.test(c)));
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        else if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const styled = new Set(selectors.flatMap((s) => [...s.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, "$1"))));
    return [...used].filter((c) => !styled.has(c)).sort();
  }, pattern.source);
}

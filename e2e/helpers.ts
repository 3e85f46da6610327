import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

export const ADMIN = { email: "admin@membros.dev", password: "Admin@123456" };
export const EMPLOYEE = { email: "colaborador@membros.dev", password: "Colab@123456" };

/** Signs in through the login screen and waits for the home of that profile. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha", { exact: true }).fill(who.password);
  // Exact: "Entrar com chave de acesso" (passkeys) and "Entrar com …" (single sign-on) also match.
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  // Password hashing, the redirect and the home's render: slow on a busy CI machine.
  await expect(page).toHaveURL(who === ADMIN ? /\/admin\/home/ : /\/collaborator\/profile/, {
    timeout: 30_000,
  });
}

/** A toast, found by its text (getByRole('alert') also matches Next's route announcer). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const sessions = new Map<string, Promise<StorageState>>();

/**
 * A new page already signed in as `who`: the login screen runs once per account and worker,
 * later pages reuse its cookies. Close the page's context when done (`page.context().close()`).
 */
export async function signedInPage(
  browser: Browser,
  who: { email: string; password: string },
  options: BrowserContextOptions = {},
) {
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
  const context = await browser.newContext({
    ...options,
    storageState: await sessions.get(who.email),
  });
  return context.newPage();
}

/**
 * Picks a user in a UserPicker (the combobox labelled `label`): types `typed` (a part of the
 * name), waits for the server's answer and clicks `name`; Escape closes a multiple picker's list.
 */
export async function pickUser(page: Page, label: string, typed: string, name: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.fill(typed);
  await page
    .getByRole("listbox", { name: label })
    .getByRole("option", { name, exact: true })
    .click();
  if ((await box.getAttribute("aria-expanded")) === "true") await box.press("Escape");
}

/**
 * The classes and accents in the page's DOM that no rule of its loaded stylesheets names: the
 * public screens load a vocabulary's part of Radix (decision 0089), every page Radix without the
 * breakpoint rules the sources do not produce (0091).
 */
export async function unstyled(
  page: Page,
  skipClasses = new Set<string>(),
  skipAccents = new Set<string>(),
): Promise<{ classes: string[]; accents: string[] }> {
  return page.evaluate(
    ([skipClasses, skipAccents]) => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          if ("cssRules" in rule && rule.cssRules) collect(rule.cssRules as CSSRuleList);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const named = (token: string) =>
        selectors.some((selector) => {
          for (let at = selector.indexOf(token); at >= 0; at = selector.indexOf(token, at + 1)) {
            // The token ends the class name: `.rt-Text` must not count for `.rt-TextFieldRoot`.
            if (!/[\w-]/.test(selector[at + token.length] ?? "")) return true;
          }
          return false;
        });
      const classes = new Set<string>();
      const accents = new Set<string>();
      for (const element of document.querySelectorAll("*")) {
        element.classList.forEach((name) => classes.add(name));
        const accent = element.getAttribute("data-accent-color");
        if (accent !== null) accents.add(accent);
      }
      return {
        classes: [...classes].filter(
          (name) => !skipClasses.includes(name) && !named(`.${CSS.escape(name)}`),
        ),
        accents: [...accents].filter(
          (accent) => !skipAccents.includes(accent) && !named(`[data-accent-color="${accent}"]`),
        ),
      };
    },
    [[...skipClasses], [...skipAccents]] as const,
  );
}

import { expect, test, type Page } from "@playwright/test";
import { ADMIN, EMPLOYEE, signIn, signedInPage } from "./helpers";

const ADMIN_MENU = {
  Collaboradores: [
    ["Usuários", "/admin/user?page=1&per_page=10"],
    ["Reuniões", "/admin/meetings?page=1&per_page=10"],
  ],
  Financeiro: [
    ["Pendências", "/admin/pending?page=1&per_page=10"],
    ["Pagamentos", "/admin/payments?page=1&per_page=10"],
    ["Solicitação de pagamentos", "/admin/payment_requests?page=1&per_page=10"],
    ["Reembolsos", "/admin/refunds?page=1&per_page=10"],
  ],
  Treinamentos: [
    ["Treinamentos", "/admin/trainings?page=1&per_page=10"],
    ["Módulos", "/admin/modules?page=1&per_page=10"],
    ["Submódulos", "/admin/subModules?page=1&per_page=10"],
    ["Aulas", "/admin/lessons?page=1&per_page=10"],
  ],
  Configurações: [
    ["Permissões", "/admin/permissions"],
    ["Configurações", "/admin/settings"],
    ["Auditoria", "/admin/audit?page=1&per_page=10"],
  ],
};

const COLLABORATOR_MENU = {
  Perfil: [
    ["Informações", "/collaborator/profile"],
    ["Reuniões", "/collaborator/meetings?page=1&per_page=10"],
  ],
  Financeiro: [
    ["Pagamentos", "/collaborator/payments?page=1&per_page=10"],
    ["Solicitação de pagamentos", "/collaborator/payment_requests?page=1&per_page=10"],
    ["Reembolsos", "/collaborator/refunds?page=1&per_page=10"],
  ],
  Treinamentos: [["Treinamentos", "/collaborator/trainings"]],
};

async function expectMenu(page: Page, name: string, groups: Record<string, string[][]>) {
  const nav = page.getByRole("navigation", { name });
  for (const [group, links] of Object.entries(groups)) {
    await expect(nav.getByText(group, { exact: true }).first()).toBeVisible();
    for (const [label, href] of links)
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
  }
}

const menuItems = (page: Page) => page.getByRole("menu").getByRole("menuitem");

test("admin shell: the four groups, the active link by section, header and user menu", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/home");
  await expect(page).toHaveTitle("Início | Membros");
  await expect(page.getByRole("heading", { name: "Administrador" })).toBeVisible();
  await expectMenu(page, "Membros", ADMIN_MENU);
  // The home is the dashboard (decision 0052), not the spec's placeholder cards.
  await expect(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Membros" });
  await nav.getByRole("link", { name: "Pagamentos", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?page=1&per_page=10$/);
  await expect(page).toHaveTitle(/ \| Membros$/);
  await expect(nav.getByRole("link", { name: "Pagamentos", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Solicitação de pagamentos" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await expect(page.getByRole("menu").getByText("My Account")).toBeVisible();
  await expect(menuItems(page)).toHaveText(["Settings", "Support", "Logout"]);
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.context().close();
});

test("collaborator shell: 'Painel do colaborador', its groups, header and user menu", async ({
  browser,
}) => {
  const page = await signedInPage(browser, EMPLOYEE);
  await page.goto("/collaborator/meetings?page=1&per_page=10");
  await expect(page.getByRole("heading", { name: "Colaborador" })).toBeVisible();
  await expectMenu(page, "Painel do colaborador", COLLABORATOR_MENU);
  const nav = page.getByRole("navigation", { name: "Painel do colaborador" });
  await expect(nav.getByRole("link", { name: "Reuniões" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Informações" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await expect(menuItems(page)).toHaveText(["Perfil", "Configurações", "Suporte", "Logout"]);
  await page.getByRole("menuitem", { name: "Perfil" }).click();
  await expect(page).toHaveURL(/\/collaborator\/profile$/);
  await expect(nav.getByRole("link", { name: "Informações" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.context().close();
});

test("a sidebar link shows a spinner and 'Loading...' until the page it opens arrives", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/home");
  const link = page
    .getByRole("navigation", { name: "Membros" })
    .getByRole("link", { name: /^Reuniões/ });
  await expect(link).toBeVisible();
  // Hold the next page's server answer, so the navigation stays pending while the test looks.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/meetings/, async (route) => {
    await held;
    await route.continue();
  });
  await link.click();
  await expect(link).toHaveAccessibleName(/Loading\.\.\./);
  await expect(link.locator(".rt-Spinner")).toBeVisible();
  // The page in view stays.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Início");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Reuniões" })).toBeVisible();
  await expect(link).toHaveAccessibleName("Reuniões");
  await expect(link.locator(".rt-Spinner")).toHaveCount(0);
  await page.context().close();
});

test("logout ends the session and goes to /login", async ({ page }) => {
  // Its own sign-in: logging out must not touch the sessions other tests share.
  await signIn(page, EMPLOYEE);
  await page.evaluate(() => window.localStorage.setItem("token", "stale"));
  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  await page.goto("/collaborator/profile");
  await expect(page).toHaveURL(/\/login$/);
});

test("the theme is dark by default and the choice survives a reload", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/home");
  const html = page.locator("html");
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Alternar tema" }).click();
  await page.getByRole("menuitemradio", { name: "Claro" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => window.localStorage.getItem("vite-ui-theme"))).toBe("light");
  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);

  await page.getByRole("button", { name: "Alternar tema" }).click();
  await expect(page.getByRole("menuitemradio", { name: "Claro" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByRole("menuitemradio", { name: "Escuro" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.context().close();
});

test("the system theme follows the system's scheme, and a choice in another tab reaches this one", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN, { colorScheme: "light" });
  await page.goto("/admin/home");
  const html = page.locator("html");
  await page.getByRole("button", { name: "Alternar tema" }).click();
  await page.getByRole("menuitemradio", { name: "Sistema" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveClass(/\blight\b/);
  expect(await html.evaluate((root) => root.style.colorScheme)).toBe("dark");

  const other = await page.context().newPage();
  await other.goto("/admin/home");
  await other.getByRole("button", { name: "Alternar tema" }).click();
  await other.getByRole("menuitemradio", { name: "Claro" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await page.getByRole("button", { name: "Alternar tema" }).click();
  await expect(page.getByRole("menuitemradio", { name: "Claro" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.context().close();
});

test("the theme is on <html> before the first paint and is not set again while the page starts", async ({
  browser,
}) => {
  // A class or style change on <html> restyles the whole page: it must happen once, in the inline
  // script.
  const page = await signedInPage(browser, ADMIN);
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { themeChanges: string[] }).themeChanges = changes;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement)
          changes.push(
            `${record.attributeName}=${document.documentElement.getAttribute(record.attributeName!)}`,
          );
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["class", "style"] });
  });
  await page.goto("/admin/payments?page=1&per_page=10");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await page.waitForLoadState("networkidle");
  const changes = await page.evaluate(
    () => (window as unknown as { themeChanges: string[] }).themeChanges,
  );
  expect(changes).toEqual(["class=dark", "style=color-scheme: dark;"]);
  await page.context().close();
});

test("on a phone the sidebar is a menu button opening a drawer", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN, { viewport: { width: 390, height: 844 } });
  await page.goto("/admin/home");
  await expect(page.getByRole("navigation", { name: "Membros" })).toBeHidden();

  await page.getByRole("button", { name: "Abrir menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("navigation", { name: "Membros" })).toBeVisible();
  await drawer.getByRole("link", { name: "Reuniões" }).click();
  await expect(page).toHaveURL(/\/admin\/meetings\?page=1&per_page=10$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Reuniões", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Reuniões" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("button", { name: "Fechar menu" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.context().close();
});

test("on a phone the login screen hides the illustration", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await expect(page.locator('img[src*="auth-illustration"]')).toBeHidden();
  await context.close();
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/login");
  const response = await page.goto("/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await expect(
    page.getByText("O endereço que você abriu não existe ou o registro foi removido."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir para o início" })).toHaveAttribute("href", "/");
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

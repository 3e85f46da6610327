import { expect, test, type Page } from "@playwright/test";
import { ADMIN, EMPLOYEE, signedInPage, toast } from "./helpers";

/** What a new user tripped over, one test per finding. */

const thisMonth = () => {
  const now = new Date();
  return `${new Intl.DateTimeFormat("pt-BR", { month: "long" }).format(now)} ${now.getFullYear()}`;
};

test("'Recolher filtros' hides the filter fields and 'Expandir filtros' shows them again", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/user?page=1&per_page=10");
  const name = page.getByLabel("Nome", { exact: true });
  await expect(name).toBeVisible();
  await page.getByRole("button", { name: "Recolher filtros" }).click();
  await expect(name).toBeHidden();
  await expect(page.getByRole("button", { name: "Filtrar" })).toBeHidden();
  await page.getByRole("button", { name: "Expandir filtros" }).click();
  await expect(name).toBeVisible();
  await page.context().close();
});

test("an empty date picker opens on today's month, a filled one on the value's", async ({
  browser,
}) => {
  const page = await signedInPage(browser, EMPLOYEE);
  // The refund date allows up to two years ahead: the calendar used to open on that last month.
  await page.goto("/collaborator/refunds/new");
  await page.getByRole("button", { name: "Abrir calendário" }).click();
  await expect(page.getByRole("grid")).toHaveAccessibleName(new RegExp(thisMonth(), "i"));
  await page.keyboard.press("Escape");
  // The closing popover gives focus back to its button when it unmounts: typing before that loses
  // keys.
  await expect(page.getByRole("grid")).toBeHidden();
  await page.getByLabel("Data do reembolso").pressSequentially(`1503${new Date().getFullYear()}`);
  await page.getByRole("button", { name: "Abrir calendário" }).click();
  await expect(page.getByRole("grid")).toHaveAccessibleName(
    new RegExp(`março ${new Date().getFullYear()}`, "i"),
  );
  await page.context().close();
});

test("edit forms say 'Salvar', create forms 'Cadastrar'", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/trainings/1/e");
  await expect(page.getByRole("button", { name: "Salvar" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cadastrar" })).toHaveCount(0);
  await page.goto("/admin/trainings/new");
  await expect(page.getByRole("button", { name: "Cadastrar" })).toBeVisible();
  await page.context().close();
});

test("a create whose upload is refused shows one toast, the upload's error", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/trainings/new");
  await page.getByLabel("Título", { exact: true }).fill(`Sem capa ${Date.now()}`);
  await page.getByLabel("Professor", { exact: true }).fill("Ana");
  await page.getByLabel("Descrição", { exact: true }).fill("A capa não é uma imagem");
  // Named .png but not an image: the browser lets it through, the server's sniffing refuses it.
  await page.locator('input[type="file"]').setInputFiles({
    name: "capa.png",
    mimeType: "image/png",
    buffer: Buffer.from("isto não é uma imagem"),
  });
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, "Erro ao enviar a foto, tente editar mais tarde.")).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await page.context().close();
});

async function expectNotFoundInShell(page: Page, path: string, nav: string, home: string) {
  // The page decides before anything streams (the areas have no loading.tsx, decision 0096), so
  // the status line says 404 too, inside the area's shell.
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Página não encontrada" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("navigation", { name: nav })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir para o início" })).toHaveAttribute("href", home);
  await expect(page.getByRole("button", { name: "Voltar" })).toBeVisible();
}

test("a missing record shows the Portuguese not-found page inside the area's shell", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ADMIN);
  await expectNotFoundInShell(admin, "/admin/payments/999999/edit", "Membros", "/admin/home");
  await expectNotFoundInShell(admin, "/admin/user/999999/e", "Membros", "/admin/home");
  await admin.context().close();
  const employee = await signedInPage(browser, EMPLOYEE);
  await expectNotFoundInShell(
    employee,
    "/collaborator/trainings/999999",
    "Painel do colaborador",
    "/collaborator/profile",
  );
  await employee.goto("/collaborator/profile");
  await expectNotFoundInShell(
    employee,
    "/collaborator/trainings/999999/modules",
    "Painel do colaborador",
    "/collaborator/profile",
  );
  await employee.getByRole("button", { name: "Voltar" }).click();
  await expect(employee).toHaveURL(/\/collaborator\/profile$/);
  await employee.context().close();
});

test("Settings from the admin sidebar; the admin's Support speaks to an admin; a favicon", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/home");
  await page
    .getByRole("navigation", { name: "Membros" })
    .getByRole("link", { name: "Configurações" })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();

  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await page.getByRole("menuitem", { name: "Support" }).click();
  await expect(toast(page, "equipe técnica")).toBeVisible();
  await expect(toast(page, "administrador da sua organização")).toHaveCount(0);

  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon).toBeTruthy();
  expect((await page.request.get(icon ?? "")).status()).toBe(200);
  expect((await page.request.get("/favicon.ico")).status()).toBe(200);
  await page.context().close();
});

test("a lesson video always has a way out; a link that cannot be embedded opens outside", async ({
  browser,
}) => {
  const page = await signedInPage(browser, EMPLOYEE);
  await page.goto("/collaborator/trainings");
  await page.getByRole("link").filter({ hasText: "Integração de novos membros" }).click();
  await page.getByRole("link").filter({ hasText: "Conhecendo a organização" }).click();
  await page.getByRole("link", { name: "Boas-vindas" }).click();
  await expect(page.locator("iframe")).toBeVisible();
  await expect(page.getByRole("link", { name: "Abrir no site original" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  );
  await page.goBack();
  await page.getByRole("link", { name: "Linha do tempo" }).click();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Abrir conteúdo" })).toHaveAttribute(
    "href",
    "https://example.com/linha-do-tempo",
  );
  await page.context().close();
});

test("the carousel says where it is ('1 de N') and moves with the arrow keys", async ({
  browser,
}) => {
  const page = await signedInPage(browser, EMPLOYEE);
  await page.goto("/collaborator/trainings");
  const carousel = page.getByRole("region", { name: "Treinamentos" });
  const position = carousel.getByTestId("carousel-position");
  await expect(position).toHaveText(/^1 de \d+$/);
  const total = Number((await position.innerText()).split(" de ")[1]);
  expect(total).toBeGreaterThan(1);
  await carousel.focus();
  // The server's HTML shows '1 de N' before the carousel's script runs, and a key pressed
  // before it runs does nothing: press again until one lands (one that lands moves exactly one).
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(`2 de ${total}`, { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText(`1 de ${total}`);
  await page.context().close();
});

test("the currency input is cents first and still takes a pasted amount", async ({ browser }) => {
  const page = await signedInPage(browser, EMPLOYEE);
  await page.goto("/collaborator/payments/new");
  const value = page.getByLabel("Valor");
  await value.pressSequentially("1");
  await expect(value).toHaveValue(/^R\$\s0,01$/);
  await value.pressSequentially("5");
  await expect(value).toHaveValue(/^R\$\s0,15$/);
  await value.press("Backspace");
  await expect(value).toHaveValue(/^R\$\s0,01$/);
  await value.fill("");
  await value.evaluate((input) => {
    const data = new DataTransfer();
    data.setData("text/plain", "1.234,56");
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(value).toHaveValue(/^R\$\s1\.234,56$/);
  await page.context().close();
});

test("a skip link is the first tab stop and lands on the content", async ({ browser }) => {
  for (const [who, path] of [
    [ADMIN, "/admin/payments?page=1&per_page=10"],
    [EMPLOYEE, "/collaborator/payments?page=1&per_page=10"],
  ] as const) {
    const page = await signedInPage(browser, who);
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    await page.context().close();
  }
});

test("the avatar button's name contains the initials it shows", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/home");
  const button = page.getByRole("button", { name: "Menu do usuário" });
  // The avatar's fallback renders once hydrated.
  await expect(button).toHaveText(/^\s*[A-Z?]{1,2}\s*$/);
  const shown = (await button.innerText()).trim();
  expect(shown).toMatch(/^[A-Z?]{1,2}$/);
  await expect(button).toHaveAccessibleName(new RegExp(`^${shown}\\b`));
  await page.context().close();
});

test("closing a row's confirmation with Esc gives focus back to the row's menu button", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/user?page=1&per_page=10");
  const menu = page.getByRole("row").nth(1).getByRole("button", { name: "Ações" });
  await menu.click();
  await page.getByRole("menuitem", { name: "Deletar usuário" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(menu).toBeFocused();
  await page.context().close();
});

test("a list's selects, loaded on first use, show their choice at once and open with the keyboard", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/payments?page=1&per_page=10&status=PAID");
  const status = page.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveText("Pago");
  await status.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Pago" })).toBeFocused();
  // Radix moves the focus a task after the arrow key (setTimeout): Enter before it would pick
  // the item still focused, as it would for a person; wait for the move as a person sees it.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Cancelado" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("Cancelado");
  await expect(status).toBeFocused();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/page=1&per_page=10&status=CANCELLED&category=ALL$/);

  const perPage = page.getByRole("combobox", { name: "Rows per page" });
  await expect(perPage).toHaveText("10");
  await perPage.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "10", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "20", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=1&per_page=20&status=CANCELLED&category=ALL$/);
  await page.context().close();
});

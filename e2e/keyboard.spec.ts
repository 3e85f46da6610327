import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signedInPage, toast } from "./helpers";

/**
 * Keyboard only: no click, no fill. Tab until the focus is on the control whose name (label,
 * aria-label or text) matches, then type or press as a keyboard user would.
 */
async function tabTo(page: Page, name: string | RegExp, max = 80) {
  const matches = (text: string) => (typeof name === "string" ? text === name : name.test(text));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
      if (!el) return "";
      const labelledBy = el.getAttribute("aria-labelledby");
      const byId = labelledBy
        ? document.getElementById(labelledBy.split(" ")[0])?.textContent
        : null;
      return (
        el.getAttribute("aria-label") ||
        byId ||
        el.labels?.[0]?.textContent ||
        el.textContent ||
        ""
      ).trim();
    });
    if (matches(focused)) return;
  }
  throw new Error(`no tab stop named ${name}`);
}

test("keyboard only: create a meeting, then confirm a pending item", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  const title = `Teclado ${Date.now()}`;
  const year = new Date().getFullYear() + 1;

  await page.goto("/admin/meetings?page=1&per_page=10");
  await tabTo(page, "Pular para o conteúdo");
  await page.keyboard.press("Enter");
  await tabTo(page, "Criar reunião");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Nova reunião" })).toBeVisible();

  await tabTo(page, "Título");
  await page.keyboard.type(title);
  await tabTo(page, "Descrição");
  await page.keyboard.type("Marcada sem mouse");
  await tabTo(page, "Link");
  await page.keyboard.type("https://meet.example.com/teclado");
  await tabTo(page, "Data");
  await page.keyboard.type(`1004${year}`);
  await tabTo(page, "Horário");
  await page.keyboard.type("1000");
  // The attendees' combobox: type, arrow to the option, Enter picks it, Escape closes the list.
  await tabTo(page, "Participantes");
  await page.keyboard.type("carlos colab");
  const combobox = page.getByRole("combobox", { name: "Participantes" });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("option", { name: "Carlos Colaborador" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(combobox).toHaveAttribute(
    "aria-activedescendant",
    (await page.getByRole("option", { name: "Carlos Colaborador" }).getAttribute("id"))!,
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Carlos Colaborador" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listitem").filter({ hasText: "Carlos Colaborador" })).toBeVisible();
  await tabTo(page, "Cadastrar");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Reunião marcada!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/meetings\?page=1&per_page=10$/);

  // The pending inbox: the first row's menu, its first item (confirm), the dialog's confirm button.
  await page.goto("/admin/pending?page=1&per_page=10");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await tabTo(page, "Pular para o conteúdo");
  await page.keyboard.press("Enter");
  await tabTo(page, "Ações");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem").first()).toBeFocused();
  await expect(page.getByRole("menuitem").first()).toHaveText(/^Confirmar/);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await tabTo(page, /^Confirmar/, 4);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: /confirmad/i })).toBeVisible();
  await page.context().close();
});

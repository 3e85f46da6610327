import { expect, test } from "@playwright/test";
import { ADMIN, signedInPage, toast } from "./helpers";

const year = new Date().getFullYear() + 1;

test("an admin creates a weekly series of 4 and cancels the third and the following: 2 stay active", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  const title = `Reunião semanal ${Date.now()}`;
  await page.goto("/admin/meetings/new");
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Descrição").fill("Acompanhamento semanal");
  await page.getByLabel("Link").fill("https://meet.example.com/semanal");
  await page.getByLabel("Data", { exact: true }).pressSequentially(`0601${year}`);
  await page.getByLabel("Horário").pressSequentially("1000");
  await page.getByRole("combobox", { name: "Repetir" }).click();
  await page.getByRole("option", { name: "Semanal" }).click();
  await expect(page.getByLabel("Número de ocorrências (2 a 52)")).toHaveValue("4");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, "Reunião marcada!")).toBeVisible();

  await page.getByLabel("Título").fill(title);
  await page.getByRole("button", { name: "Filtrar" }).click();
  const rows = page.getByRole("row").filter({ hasText: title });
  await expect(rows).toHaveCount(4);
  for (const day of ["06", "13", "20", "27"])
    await expect(rows.filter({ hasText: `${day}/01/${year} 10:00` })).toHaveCount(1);

  const third = rows.filter({ hasText: `20/01/${year} 10:00` });
  await third.getByRole("button", { name: "Ações" }).click();
  await page.getByRole("menuitem", { name: "Cancelar esta e as seguintes" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("cancelar esta reunião e as seguintes da série");
  await dialog.getByRole("button", { name: "Cancelar esta e as seguintes" }).click();
  await expect(toast(page, "Reuniões canceladas com sucesso")).toBeVisible();

  await expect(rows.filter({ hasText: "Cancelada" })).toHaveCount(2);
  await expect(rows.filter({ hasText: "Pendente" })).toHaveCount(2);
  await expect(rows.filter({ hasText: `27/01/${year} 10:00` })).toContainText("Cancelada");
  await expect(rows.filter({ hasText: `13/01/${year} 10:00` })).toContainText("Pendente");
});

import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { ADMIN, EMPLOYEE, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);
const year = new Date().getFullYear();
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test.describe.configure({ mode: "serial" });

let employeeName = "";
const descriptions = [1, 2, 3].map((n) => `Lote ${run} reembolso ${n}`);

test("an admin ticks three pending refunds and confirms them with one confirmation", async ({
  browser,
}) => {
  const employee = await signedInPage(browser, EMPLOYEE);
  const me = await (await employee.request.get("/api/collaborator/user")).json();
  employeeName = `${me.firstName} ${me.lastName}`;
  const [type] = (await (await employee.request.get("/api/refund-types")).json()).data;
  for (const [i, description] of descriptions.entries()) {
    const created = await employee.request.post("/api/collaborator/refunds", {
      data: {
        description,
        value: 1.1 + i / 10,
        refundTypeId: type.id,
        refundDate: `${year}-03-1${i}`,
      },
    });
    expect(created.status()).toBe(201);
  }
  await employee.context().close();

  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/refunds?page=1&per_page=50&status=PENDING");
  await expect(page.getByRole("button", { name: "Confirmar selecionados (0)" })).toBeDisabled();
  for (const description of descriptions)
    await row(page, description).getByRole("checkbox", { name: "Selecionar linha" }).click();
  await page.getByRole("button", { name: "Confirmar selecionados (3)" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Você vai confirmar 3 itens, no total de R$ 3,60.");
  await dialog.getByRole("button", { name: "Confirmar 3 itens" }).click();
  await expect(toast(page, "3 itens confirmados")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "3 itens alterados." })).toBeVisible();
  // Confirmed items leave the PENDING list; with every status they show 'Aprovado'.
  await expect(row(page, descriptions[0])).toHaveCount(0);
  await page.goto("/admin/refunds?page=1&per_page=50&status=APPROVED");
  for (const description of descriptions)
    await expect(row(page, description)).toContainText("Aprovado");
  await page.context().close();
});

test("an admin downloads the CSV of a filtered list and it holds the rows of the screen", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto(
    `/admin/refunds?page=1&per_page=50&status=APPROVED&name=${encodeURIComponent(employeeName)}&sort=value&order=asc`,
  );
  const bodyRows = page.locator("tbody tr");
  await expect(row(page, descriptions[0])).toBeVisible();
  const count = await bodyRows.count();
  expect(count).toBeLessThan(50);
  const screen: string[][] = [];
  for (let i = 0; i < count; i++) {
    const cells = bodyRows.nth(i).getByRole("cell");
    // select, Colaborador, Descrição, Categoria, Valor, Data, Status, …
    screen.push([
      await cells.nth(2).innerText(),
      (await cells.nth(4).innerText()).replace(/\s/g, " ").replace("R$ ", "").replaceAll(".", ""),
      await cells.nth(6).innerText(),
    ]);
  }

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reembolsos-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes, { delimiter: ";", bom: true, record_delimiter: "\r\n" });
  expect(rows[0].slice(0, 7)).toEqual([
    "ID",
    "Colaborador",
    "Descrição",
    "Categoria",
    "Valor (R$)",
    "Data do reembolso",
    "Status",
  ]);
  expect(rows.slice(1).map((r) => [r[2], r[4], r[6]])).toEqual(screen);
  expect(rows.slice(1).every((r) => r[1] === employeeName)).toBe(true);
  await page.context().close();
});

test("the dashboard, the pending inbox and the collaborator home answer", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/home");
  await expect(page.getByRole("heading", { name: "Pendências" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Valores dos últimos 12 meses/ })).toBeVisible();
  await page.getByText("Ver os valores em tabela").click();
  await expect(page.getByRole("table").filter({ hasText: "Valores por mês" })).toBeVisible();
  await page.getByRole("link", { name: "Ver todas as pendências" }).click();
  await expect(page.getByRole("heading", { name: "Pendências", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    "/api/pending/export",
  );
  await page.context().close();
  const employee = await signedInPage(browser, EMPLOYEE);
  await employee.goto("/collaborator/home");
  await expect(employee.getByRole("heading", { name: "Últimas decisões" })).toBeVisible();
  await expect(employee.getByRole("heading", { name: "Reembolsos pendentes" })).toBeVisible();
  await employee.context().close();
});

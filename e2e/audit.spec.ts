import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN, EMPLOYEE, pickUser, signIn, signedInPage } from "./helpers";

test("an admin finds a sign-in made here in the audit log, by action and person, and downloads it as CSV", async ({
  browser,
}) => {
  // A user agent of this test alone marks the entries it produces among every other spec's.
  const agent = `Membros-E2E-auditoria-${Date.now()}`;
  const context = await browser.newContext({ userAgent: agent });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await page
    .getByRole("navigation", { name: "Membros" })
    .getByRole("link", { name: "Auditoria", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit\?page=1&per_page=10$/);
  await expect(page.getByRole("heading", { level: 1, name: "Auditoria" })).toBeVisible();

  await page.getByLabel("Ação").click();
  await page.getByRole("option", { name: "Entrada no sistema", exact: true }).click();
  await pickUser(page, "Pessoa", "Ana Admin", "Ana Administradora");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/action=auth\.sign_in/);
  await expect(page).toHaveURL(/person=\d+/);
  const ours = page.getByRole("row").filter({ hasText: agent });
  await expect(ours.first()).toBeVisible();
  await expect(ours.first()).toContainText("Entrada no sistema");
  await expect(ours.first()).toContainText("Ana Administradora");
  await expect(ours.first()).toContainText("method: password");
  // Every row is the chosen person's sign-in.
  for (const row of await page.getByRole("row").filter({ hasText: "Entrada no sistema" }).all())
    await expect(row).toContainText("Ana Administradora");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows: string[][] = parse(readFileSync((await download.path())!), {
    delimiter: ";",
    bom: true,
    record_delimiter: "\r\n",
  });
  expect(rows[0].slice(0, 5)).toEqual(["ID", "Data e hora", "Ação", "Código da ação", "Pessoa"]);
  const signIns = rows.slice(1);
  expect(signIns.length).toBeGreaterThan(0);
  expect(signIns.every((row) => row[3] === "auth.sign_in" && row[4] === "Ana Administradora")).toBe(
    true,
  );
  expect(signIns.some((row) => row.at(-1) === agent)).toBe(true);

  // The download is itself in the log, with this browser's user agent.
  await page.goto("/admin/audit?page=1&per_page=10&action=audit.exported");
  await expect(
    page.getByRole("row").filter({ hasText: agent }).filter({ hasText: "Auditoria exportada" }),
  ).not.toHaveCount(0);
  await context.close();
});

test("a collaborator reaches neither the audit page nor its API", async ({ browser }) => {
  const page = await signedInPage(browser, EMPLOYEE);
  await page.goto("/admin/audit");
  await expect(page).not.toHaveURL(/\/admin\/audit/);
  await expect(page.getByRole("heading", { name: "Auditoria" })).toHaveCount(0);
  for (const path of ["/api/audit", "/api/audit/export"])
    expect((await page.request.get(path)).status()).toBe(403);
  await page.context().close();
});

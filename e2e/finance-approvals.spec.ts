import { expect, test, type Page } from "@playwright/test";
import { audit, report, type Finding } from "./axe-audit";
import { TWO_APPROVALS_FROM as THRESHOLD } from "./finance-policy";
import { ADMIN, EMPLOYEE, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);
const description = `E2E duas aprovações ${run}`;
const refundsList = "/admin/refunds?page=1&per_page=10";

async function openRowMenu(page: Page, item: string) {
  await page
    .getByRole("row")
    .filter({ hasText: description })
    .getByRole("button", { name: "Ações" })
    .click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

test("with refunds from R$ 7.777,00 needing two admins, the first confirmation records '1 de 2 aprovações' and the second approves it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await signedInPage(browser, ADMIN);
  try {
    // The policy, saved through the card in Configurações › Financeiro › Aprovação.
    await first.goto("/admin/settings");
    const card = first
      .locator("form")
      .filter({ has: first.getByRole("heading", { name: "Aprovação" }) });
    await card.getByRole("radio", { name: "Reembolsos" }).click();
    const findings: Finding[] = [];
    await audit(first, "/admin/settings approval policies", findings);
    expect(report(findings)).toBe("");
    await card.getByLabel("Segunda aprovação a partir de (R$)", { exact: true }).fill("7.777,00");
    await card.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(first, "Configuração salva")).toBeVisible();
    const policies = await (await first.request.get("/api/finance-policies")).json();
    expect(policies.kinds.refund.secondApprovalFrom).toBe(THRESHOLD);

    // A second admin, and the collaborator's refund above the threshold.
    const users = await (await first.request.get("/api/user?per_page=50")).json();
    const adminProfile = users.data.find((u: { email: string }) => u.email === ADMIN.email).Profile
      .id;
    const second = { email: `segundo.admin.${run}@exemplo.com`, password: "Duas@Aprovacoes26" };
    const created = await first.request.post("/api/user", {
      data: {
        firstName: "Segunda",
        lastName: "Aprovadora",
        email: second.email,
        password: second.password,
        phone: "11987654321",
        birthDate: "1988-08-08",
        profileId: adminProfile,
      },
    });
    expect(created.status()).toBe(201);
    const employee = await signedInPage(browser, EMPLOYEE);
    const types = (await (await employee.request.get("/api/refund-types")).json()).data;
    const refund = await employee.request.post("/api/collaborator/refunds", {
      data: {
        value: 7777.77,
        description,
        refundTypeId: types[0].id,
        refundDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(refund.status()).toBe(201);
    const { id } = await refund.json();
    await employee.context().close();

    // The first admin confirms: an approval is recorded, the refund stays pending.
    await first.goto(refundsList);
    await openRowMenu(first, "Confirmar reembolso");
    await first
      .getByRole("alertdialog")
      .getByRole("button", { name: "Confirmar reembolso" })
      .click();
    await expect(toast(first, "Aprovação registrada: 1 de 2 aprovações")).toBeVisible();
    const row = first.getByRole("row").filter({ hasText: description });
    await expect(row).toContainText("Pendente");
    await expect(row).toContainText("1 de 2 aprovações");
    // Confirmar is no longer offered to the admin who approved.
    await row.getByRole("button", { name: "Ações" }).click();
    await expect(first.getByRole("menuitem", { name: "Negar reembolso" })).toBeVisible();
    await expect(first.getByRole("menuitem", { name: "Confirmar reembolso" })).toHaveCount(0);
    await first.keyboard.press("Escape");

    // The second admin sees who approved on the refund's page, confirms, and it is approved.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto("/login");
    await other.getByLabel("E-mail").fill(second.email);
    await other.getByLabel("Senha", { exact: true }).fill(second.password);
    await other.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(other).toHaveURL(/\/admin\/home/, { timeout: 30_000 });
    await other.goto(`/admin/refunds/${id}`);
    await expect(other.getByText(/1 de 2 aprovações/)).toBeVisible();
    await other.goto(refundsList);
    await openRowMenu(other, "Confirmar reembolso");
    await other
      .getByRole("alertdialog")
      .getByRole("button", { name: "Confirmar reembolso" })
      .click();
    await expect(toast(other, "Reembolso aprovado com sucesso")).toBeVisible();
    await expect(other.getByRole("row").filter({ hasText: description })).toContainText("Aprovado");
    await other.goto(`/admin/refunds/${id}`);
    await expect(other.getByText(/2 de 2 aprovações/)).toBeVisible();
    await context.close();
  } finally {
    await first.context().close();
  }
});

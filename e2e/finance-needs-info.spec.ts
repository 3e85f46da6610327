import { expect, test, type Browser, type Page } from "@playwright/test";
import { pdfBytes, pngBytes } from "../tests/support/files";
import { audit, report, type Finding } from "./axe-audit";
import { TWO_APPROVALS_FROM } from "./finance-policy";
import { ADMIN, EMPLOYEE, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);
const description = `E2E aguardando informações ${run}`;
const ASK = "Falta o comprovante do táxi: envie a nota, por favor.";
const ANSWER = "Enviei a nota do táxi e o recibo do estacionamento.";

const receipts = [
  {
    name: "taxi.png",
    mimeType: "image/png",
    buffer: pngBytes(6, 4, (x, y) => [(x * 37 + Number.parseInt(run, 36)) % 256, y * 50, 120]),
  },
  { name: "estacionamento.pdf", mimeType: "application/pdf", buffer: pdfBytes([`Recibo ${run}`]) },
];

/** A second admin, created by the demo admin through the API, signed in on a page of its own. */
async function secondAdmin(browser: Browser, admin: Page): Promise<Page> {
  const users = await (await admin.request.get("/api/user?per_page=50")).json();
  const profileId = users.data.find((u: { email: string }) => u.email === ADMIN.email).Profile.id;
  const who = { email: `segundo.admin.info.${run}@exemplo.com`, password: "Pedido@Info2026" };
  const created = await admin.request.post("/api/user", {
    data: {
      firstName: "Segundo",
      lastName: "Aprovador",
      email: who.email,
      password: who.password,
      phone: "11987654321",
      birthDate: "1987-07-07",
      profileId,
    },
  });
  expect(created.status()).toBe(201);
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });
  return page;
}

/** Toasts fade out while axe measures them: audits wait until none is left. */
async function auditQuiet(page: Page, where: string, findings: Finding[]) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  await audit(page, where, findings);
}

/** 'Confirmar reembolso' from the row menu of the admin list, confirmed in its dialog. */
async function confirmFromList(page: Page) {
  await page.goto("/admin/refunds?page=1&per_page=10");
  await page
    .getByRole("row")
    .filter({ hasText: description })
    .getByRole("button", { name: "Ações" })
    .click();
  await page.getByRole("menuitem", { name: "Confirmar reembolso", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirmar reembolso" }).click();
}

test("an admin returns a refund asking for the receipt; the collaborator adds two receipts, answers and resubmits; two admins approve it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await signedInPage(browser, ADMIN);
  const saved = await (await admin.request.get("/api/finance-policies")).json();
  const findings: Finding[] = [];
  try {
    // Refunds from R$ 7.777,00 need two admins (through the policies' API).
    const policies = structuredClone(saved);
    policies.kinds.refund.secondApprovalFrom = TWO_APPROVALS_FROM;
    expect((await admin.request.put("/api/finance-policies", { data: policies })).ok()).toBe(true);

    const employee = await signedInPage(browser, EMPLOYEE);
    const types = (await (await employee.request.get("/api/refund-types")).json()).data;
    const created = await employee.request.post("/api/collaborator/refunds", {
      data: {
        value: 8888.88,
        description,
        refundTypeId: types[0].id,
        refundDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();

    // The admin asks for the receipt: the question is required.
    await admin.goto(`/admin/refunds/${id}`);
    await admin.getByRole("button", { name: "Solicitar informações" }).click();
    const dialog = admin.getByRole("alertdialog");
    await expect(dialog.getByRole("button", { name: "Enviar pedido" })).toBeDisabled();
    await dialog.getByLabel("O que falta? (obrigatório)").fill(ASK);
    await auditQuiet(admin, "/admin/refunds/[id] return dialog", findings);
    await dialog.getByRole("button", { name: "Enviar pedido" }).click();
    await expect(toast(admin, "Pedido de informações enviado")).toBeVisible();
    await expect(admin.getByText("Aguardando informações").first()).toBeVisible();
    const thread = admin.getByRole("region", { name: /Comentários/ });
    await expect(thread.getByRole("listitem")).toHaveCount(1);
    await expect(thread.getByRole("listitem").first()).toContainText(ASK);
    await expect(admin.getByRole("button", { name: "Solicitar informações" })).toHaveCount(0);

    // The collaborator is told, sees the request, adds two receipts, answers and resubmits.
    await employee.goto("/collaborator/notifications");
    await expect(employee.getByText("Reembolso aguardando informações").first()).toBeVisible();
    await employee.goto(`/collaborator/refunds/${id}`);
    const banner = employee.getByRole("status").filter({ hasText: "pediu informações" });
    await expect(banner).toContainText(ASK);
    for (const [index, file] of receipts.entries()) {
      await employee.getByTestId("receipt-input").setInputFiles(file);
      await expect(toast(employee, "Comprovante adicionado").last()).toBeVisible();
      await expect(employee.getByTestId("receipt-card")).toHaveCount(index + 1);
    }
    await employee.getByLabel("Novo comentário").fill(ANSWER);
    await employee.getByRole("button", { name: "Comentar" }).click();
    await expect(toast(employee, "Comentário enviado")).toBeVisible();
    const mine = employee.getByRole("region", { name: /Comentários/ }).getByRole("listitem");
    await expect(mine).toHaveCount(2);
    await expect(mine.last()).toContainText(ANSWER);
    await auditQuiet(employee, "/collaborator/refunds/[id] waiting for information", findings);
    await employee.getByRole("button", { name: "Reenviar" }).click();
    await expect(toast(employee, "Reembolso reenviado para análise")).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(employee.getByText("Pendente").first()).toBeVisible();
    const item = await (await employee.request.get(`/api/collaborator/refunds/${id}`)).json();
    expect(item.status).toBe("PENDING");
    expect(item.files.map((f: { name: string }) => f.name)).toEqual(receipts.map((f) => f.name));

    // The admin reads the answer; two admins approve it.
    await admin.goto(`/admin/refunds/${id}`);
    await expect(admin.getByRole("region", { name: /Comentários/ })).toContainText(ANSWER);
    await expect(admin.getByTestId("receipt-card")).toHaveCount(2);
    await confirmFromList(admin);
    const halfway = await (await admin.request.get(`/api/refund-admin/${id}`)).json();
    expect(halfway).toMatchObject({ status: "PENDING", approvalsRequired: 2 });
    expect(halfway.approvals).toHaveLength(1);
    const other = await secondAdmin(browser, admin);
    await confirmFromList(other);
    await expect(toast(other, "Reembolso aprovado com sucesso")).toBeVisible();
    await expect(other.getByRole("row").filter({ hasText: description })).toContainText("Aprovado");
    await employee.goto(`/collaborator/refunds/${id}`);
    await expect(employee.getByText("Aprovado").first()).toBeVisible();
    expect(report(findings)).toBe("");
    await other.context().close();
    await employee.context().close();
  } finally {
    await admin.context().close();
  }
});

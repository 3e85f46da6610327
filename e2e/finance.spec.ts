import { expect, test, type Page } from "@playwright/test";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "../lib/kinds/finance";
import { pdfBytes, pngBytes } from "../tests/support/files";
import { ADMIN, EMPLOYEE, pickUser, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);
const year = new Date().getFullYear();
const describe = (kind: FinanceKind, tag: string) =>
  `E2E ${FINANCE[kind].text.singular} ${tag} ${run}`;
const collaboratorList = (kind: FinanceKind) =>
  `/collaborator/${FINANCE[kind].segment}?page=1&per_page=10`;
const adminList = (kind: FinanceKind) => `/admin/${FINANCE[kind].segment}?page=1&per_page=10`;
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function openRowMenu(page: Page, text: string, item: string) {
  await row(page, text).getByRole("button", { name: "Ações" }).click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

/** Fills the create form of a kind and saves it, with a receipt. */
async function createItem(
  page: Page,
  kind: FinanceKind,
  tag: string,
  receipt: { name: string; mimeType: string; buffer: Buffer },
) {
  const { text, dateField } = FINANCE[kind];
  await page.goto(collaboratorList(kind));
  await page.getByRole("link", { name: text.create }).click();
  await expect(page.getByRole("heading", { name: text.create })).toBeVisible();
  await page.getByLabel("Valor").pressSequentially("1.234,56");
  await expect(page.getByLabel("Valor")).toHaveValue(/^R\$\s1\.234,56$/);
  if (dateField && text.dateLabel)
    await page.getByLabel(text.dateLabel).pressSequentially(`1503${year}`);
  await page.getByLabel("Descrição").fill(describe(kind, tag));
  // Last of the typed fields: the closing select takes the focus back to itself.
  await page.getByLabel(text.typeLabel).click();
  await page.getByRole("option").first().click();
  await page.getByLabel("Comprovante").setInputFiles(receipt);
  await expect(page.getByTestId("picked-file")).toContainText(receipt.name);
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, text.created)).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/collaborator/${FINANCE[kind].segment}\\?page=1&per_page=10`),
  );
  const created = row(page, describe(kind, tag));
  await expect(created).toContainText("R$ 1.234,56");
  await expect(created).toContainText("Pendente");
  await expect(created.getByRole("link", { name: "Ver comprovante" })).toBeVisible();
}

const png = { name: "recibo.png", mimeType: "image/png", buffer: pngBytes() };
const pdf = { name: "nota fiscal.pdf", mimeType: "application/pdf", buffer: pdfBytes() };

test.describe.configure({ mode: "serial" });

test("the collaborator creates one of each kind with a receipt, edits one and cancels one", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, EMPLOYEE);

  // The form's rules answer before anything is sent, the file's before any upload.
  await page.goto("/collaborator/refunds/new");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  for (const message of [
    "Valor obrigatório",
    "Descrição obrigatória",
    "Tipo de pagamento obrigatório",
    "Data obrigatória",
    "Arquivo obrigatório",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Comprovante").setInputFiles({
    name: "virus.exe",
    mimeType: "application/x-msdownload",
    buffer: Buffer.from("MZ"),
  });
  await expect(
    page.getByText("Apenas .pdf, .jpg, .jpeg, .png and .webp formatos são suportados."),
  ).toBeVisible();
  await page
    .getByLabel("Comprovante")
    .setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(5_000_001) });
  await expect(page.getByText("Max image size is 5MB.")).toBeVisible();

  for (const kind of FINANCE_KINDS) {
    await createItem(page, kind, "A", png);
    await createItem(page, kind, "B", pdf);
  }
  await createItem(page, "payment", "C", png);

  // The receipt is served to its owner, with its type.
  await page.goto(collaboratorList("payment"));
  const href = await row(page, describe("payment", "A"))
    .getByRole("link", { name: "Ver comprovante" })
    .getAttribute("href");
  const receipt = await page.request.get(href!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()["content-type"]).toBe("image/png");
  expect(receipt.headers()["x-content-type-options"]).toBe("nosniff");

  // Edit a refund: the same form, the current receipt shown, the refund updated (not a new one).
  await page.goto(collaboratorList("refund"));
  await openRowMenu(page, describe("refund", "A"), "Editar reembolso");
  await expect(page.getByRole("heading", { name: "Editar reembolso" })).toBeVisible();
  await expect(page.getByLabel("Descrição")).toHaveValue(describe("refund", "A"));
  await expect(page.getByRole("link", { name: "recibo.png" })).toBeVisible();
  await page.getByLabel("Valor").fill("");
  await page.getByLabel("Valor").pressSequentially("99,90");
  await page.getByLabel("Descrição").fill(describe("refund", "A editado"));
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Reembolso editado com sucesso")).toBeVisible();
  await expect(row(page, describe("refund", "A editado"))).toContainText("R$ 99,90");
  await expect(page.getByRole("row").filter({ hasText: `E2E Reembolso A ${run}` })).toHaveCount(0);

  // Cancel a payment, after the confirmation.
  await page.goto(collaboratorList("payment"));
  await openRowMenu(page, describe("payment", "C"), "Cancelar pagamento");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Você tem certeza?");
  await dialog.getByRole("button", { name: "Cancelar pagamento" }).click();
  await expect(toast(page, "Pagamento cancelado com sucesso")).toBeVisible();
  await expect(row(page, describe("payment", "C"))).toContainText("Cancelado");
  await page.context().close();
});

test("the admin confirms one and denies one of each kind", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, ADMIN);
  for (const kind of FINANCE_KINDS) {
    const { text, confirmStatus } = FINANCE[kind];
    await page.goto(adminList(kind));
    await expect(page.getByRole("heading", { name: text.title })).toBeVisible();
    const confirmTag = kind === "refund" ? "A editado" : "A";
    await expect(row(page, describe(kind, confirmTag))).toContainText("Carlos Colaborador");
    if (FINANCE[kind].dateField)
      await expect(row(page, describe(kind, confirmTag))).toContainText(`15/03/${year}`);

    await openRowMenu(page, describe(kind, confirmTag), text.confirm);
    await page.getByRole("alertdialog").getByRole("button", { name: text.confirm }).click();
    await expect(toast(page, text.confirmed)).toBeVisible();
    await expect(row(page, describe(kind, confirmTag))).toContainText(
      confirmStatus === "PAID" ? "Pago" : "Aprovado",
    );

    await openRowMenu(page, describe(kind, "B"), text.deny);
    await page.getByRole("alertdialog").getByRole("button", { name: text.deny }).click();
    await expect(toast(page, text.denied)).toBeVisible();
    await expect(row(page, describe(kind, "B"))).toContainText("Cancelado");
  }

  // A settled item offers no more moves; filtering by status finds it.
  await page.goto(`${adminList("payment")}&status=PAID&name=carlos`);
  await expect(row(page, describe("payment", "A"))).toBeVisible();
  await row(page, describe("payment", "A")).getByRole("button", { name: "Ações" }).click();
  await expect(page.getByRole("menuitem", { name: "Confirmar pagamento" })).toHaveAttribute(
    "data-disabled",
    "",
  );
  await page.keyboard.press("Escape");
  await page.context().close();
});

test("the collaborator sees the outcomes and the history", async ({ browser }) => {
  const page = await signedInPage(browser, EMPLOYEE);
  for (const kind of FINANCE_KINDS) {
    const { confirmStatus } = FINANCE[kind];
    await page.goto(collaboratorList(kind));
    await expect(row(page, describe(kind, kind === "refund" ? "A editado" : "A"))).toContainText(
      confirmStatus === "PAID" ? "Pago" : "Aprovado",
    );
    await expect(row(page, describe(kind, "B"))).toContainText("Cancelado");
  }
  await openRowMenu(page, describe("refund", "B"), "Ver detalhes");
  const details = page.getByRole("dialog");
  await expect(details).toContainText("Cancelado pelo administrador");
  const history = details.getByRole("table");
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("Carlos Colaborador");
  await expect(history.getByRole("row").nth(2)).toContainText(
    /Pendente\s*Cancelado\s*Cancelado pelo administrador/,
  );
  await page.context().close();
});

test("the admin adds, renames and retires a type; a retired type is no longer offered", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ADMIN);
  const label = `Pedágio ${run}`;
  await admin.goto("/admin/settings");
  await admin.getByRole("tab", { name: "Reembolsos" }).click();
  const list = admin.getByRole("region", { name: "Tipos de reembolso" });
  await list.getByLabel("Novo tipo").fill(label);
  await list.getByRole("button", { name: "Adicionar" }).click();
  await expect(toast(admin, "Tipo adicionado com sucesso")).toBeVisible();
  await expect(list.getByRole("row").filter({ hasText: label })).toContainText("Ativo");

  await list.getByRole("button", { name: `Ações de ${label}` }).click();
  await admin.getByRole("menuitem", { name: "Renomear" }).click();
  await admin.getByRole("dialog").getByLabel("Nome").fill(`${label} urbano`);
  await admin.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
  await expect(toast(admin, "Tipo renomeado com sucesso")).toBeVisible();

  const employee = await signedInPage(browser, EMPLOYEE);
  await employee.goto("/collaborator/refunds/new");
  await employee.getByLabel("Tipo de reembolso").click();
  await expect(employee.getByRole("option", { name: `${label} urbano` })).toBeVisible();
  await employee.keyboard.press("Escape");

  await list.getByRole("button", { name: `Ações de ${label} urbano` }).click();
  await admin.getByRole("menuitem", { name: "Desativar" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Desativar" }).click();
  await expect(toast(admin, "Tipo desativado com sucesso")).toBeVisible();
  await expect(list.getByRole("row").filter({ hasText: `${label} urbano` })).toContainText(
    "Desativado",
  );

  await employee.reload();
  await employee.getByLabel("Tipo de reembolso").click();
  await expect(employee.getByRole("option").first()).toBeVisible();
  await expect(employee.getByRole("option", { name: `${label} urbano` })).toHaveCount(0);
  await admin.context().close();
  await employee.context().close();
});

test("the admin creates a payment for a collaborator found by typing part of the name", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  const { text, dateField } = FINANCE.payment;
  await page.goto("/admin/payments/new");
  await expect(page.getByRole("heading", { name: text.create })).toBeVisible();
  const collaborator = page.getByRole("combobox", { name: "Colaborador" });
  await expect(collaborator).toHaveAttribute("placeholder", "Selecione um colaborador");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByText("Colaborador obrigatório")).toBeVisible();

  // The server searches: a part of the name, any case, without accents; nobody found says so.
  await collaborator.fill("ninguém com esse nome");
  await expect(page.getByText("Nenhum usuário encontrado")).toBeVisible();
  await page.keyboard.press("Escape");
  await pickUser(page, "Colaborador", "carlos colab", "Carlos Colaborador");
  await expect(collaborator).toHaveValue("Carlos Colaborador");
  await expect(page.getByText("Colaborador obrigatório")).toBeHidden();

  await page.getByLabel("Valor").pressSequentially("321,00");
  if (dateField && text.dateLabel)
    await page.getByLabel(text.dateLabel).pressSequentially(`1503${year}`);
  await page.getByLabel("Descrição").fill(describe("payment", "admin"));
  await page.getByLabel(text.typeLabel).click();
  await page.getByRole("option").first().click();
  await page.getByLabel("Comprovante").setInputFiles(png);
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, text.created)).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/admin/${FINANCE.payment.segment}\\?page=1&per_page=10`),
  );
  await expect(row(page, describe("payment", "admin"))).toContainText("Carlos Colaborador");
  await expect(row(page, describe("payment", "admin"))).toContainText("R$ 321,00");
  await page.context().close();
});

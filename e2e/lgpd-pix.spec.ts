import { expect, test, type Page } from "@playwright/test";
import yauzl from "yauzl";
import { readPixPayload } from "../tests/support/emv";
import { ADMIN, EMPLOYEE, signedInPage, toast } from "./helpers";

const row = (page: Page, text: string | RegExp) => page.getByRole("row").filter({ hasText: text });

/** The names and `dados.json` of a downloaded ZIP, read with yauzl. */
function readZip(path: string): Promise<{ names: string[]; data: any }> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      let data: unknown = null;
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            if (entry.fileName === "dados.json")
              data = JSON.parse(Buffer.concat(chunks).toString("utf8"));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve({ names, data }));
      zip.readEntry();
    });
  });
}

test("the admin pays a pending refund with PIX: copia e cola, copy button and QR code", async ({
  browser,
}) => {
  // A refund of its own: other specs decide Carlos's pending refunds while this one runs.
  const description = `Reembolso PIX ${Date.now()}`;
  const employee = await signedInPage(browser, EMPLOYEE);
  const types = (await (await employee.request.get("/api/refund-types")).json()).data;
  const refund = await employee.request.post("/api/collaborator/refunds", {
    data: {
      value: 42.5,
      description,
      refundTypeId: types[0].id,
      refundDate: new Date().toISOString().slice(0, 10),
    },
  });
  expect(refund.status()).toBe(201);
  await employee.context().close();

  const page = await signedInPage(browser, ADMIN, {
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await page.goto("/admin/refunds?page=1&per_page=10&status=PENDING&name=Carlos");
  await row(page, description).getByRole("button", { name: "Ações" }).click();
  await page.getByRole("menuitem", { name: "Pagar com PIX", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Pagar com PIX" });
  const qr = dialog.getByRole("img", { name: "QR code PIX" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const payload = await dialog.getByLabel("PIX copia e cola").inputValue();
  const read = readPixPayload(payload);
  expect(read).toMatchObject({
    gui: "br.gov.bcb.pix",
    key: "colaborador@membros.dev",
    merchantName: "CARLOS COLABORADOR",
    crcValid: true,
  });

  await dialog.getByRole("button", { name: "Copiar código" }).click();
  await expect(toast(page, "Código PIX copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
  await page.context().close();
});

test("lists show CPF/CNPJ and PIX keys masked", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/user?page=1&per_page=10&name=Carlos");
  const carlos = row(page, "colaborador@membros.dev");
  await expect(carlos).toContainText(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
  await expect(carlos).toContainText("co***@membros.dev");
  await expect(carlos).not.toContainText(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  await page.context().close();
});

test("the collaborator downloads their data as a ZIP and types a PIX key with its own mask and message", async ({
  browser,
}) => {
  const page = await signedInPage(browser, EMPLOYEE);
  await page.goto("/collaborator/profile");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar meus dados" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const { names, data } = await readZip(await download.path());
  expect(names[0]).toBe("dados.json");
  expect(data.perfil.email).toBe(EMPLOYEE.email);

  await page.getByRole("button", { name: "Editar" }).click();
  await page.getByLabel("Tipo da chave").click();
  await page.getByRole("option", { name: "CPF" }).click();
  // The closing select gives focus back to its trigger a moment later: typing before that
  // sends the last digits to the select instead of the key field.
  await expect(page.getByLabel("Tipo da chave")).toBeFocused();
  await page
    .getByLabel("Chave PIX", { exact: true })
    .pressSequentially("52998224724", { delay: 20 });
  await expect(page.getByLabel("Chave PIX", { exact: true })).toHaveValue("529.982.247-24");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("CPF inválido", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await page.context().close();
});

test("the admin anonymises a deleted user after typing the e-mail", async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  const email = `apagar.${Date.now()}@exemplo.com`;
  const created = await page.request.post("/api/user", {
    data: {
      firstName: "Rogério",
      lastName: "Esquecido",
      email,
      phone: "11987654321",
      birthDate: "1985-02-03",
      profileId: 3,
      document: "52998224725",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await page.request.delete(`/api/user/${id}`)).status()).toBe(200);

  await page.goto("/admin/user?page=1&per_page=10&status=inactive&name=Esquecido");
  await row(page, email).getByRole("button", { name: "Ações" }).click();
  await page.getByRole("menuitem", { name: "Anonimizar", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  const confirm = dialog.getByRole("button", { name: "Anonimizar" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Digite o e-mail/).fill(email);
  await confirm.click();
  await expect(toast(page, "Usuário anonimizado")).toBeVisible();
  await page.goto(`/admin/user?page=1&per_page=10&status=inactive&email=anonimizado-${id}@`);
  await expect(row(page, `Titular anonimizado #${id}`)).toBeVisible();
  await page.context().close();
});

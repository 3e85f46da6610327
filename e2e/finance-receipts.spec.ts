import { expect, test, type Page } from "@playwright/test";
import { pdfBytes, pngBytes } from "../tests/support/files";
import { audit, report, type Finding } from "./axe-audit";
import { EMPLOYEE, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);

/** A pending refund of the signed-in collaborator, created through the API (no receipt yet). */
async function pendingRefund(page: Page, tag: string): Promise<number> {
  const types = await page.request.get("/api/refund-types");
  expect(types.ok()).toBe(true);
  const [type] = (await types.json()).data as Array<{ id: number }>;
  const created = await page.request.post("/api/collaborator/refunds", {
    data: {
      value: 42.5,
      description: `E2E comprovantes ${tag} ${run}`,
      refundTypeId: type.id,
      refundDate: new Date().toISOString().slice(0, 10),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

// Bytes of their own for this run, so the only duplicate is the one the test makes.
const photo = {
  name: "cupom.png",
  mimeType: "image/png",
  buffer: pngBytes(7, 5, (x, y) => [(x * 31 + Number.parseInt(run, 36)) % 256, y * 40, 90]),
};
const invoice = {
  name: "nota.pdf",
  mimeType: "application/pdf",
  buffer: pdfBytes([`Nota ${run}`]),
};

async function addReceipt(page: Page, file: typeof photo, count: number) {
  await page.getByTestId("receipt-input").setInputFiles(file);
  await expect(toast(page, "Comprovante adicionado").last()).toBeVisible();
  await expect(page.getByTestId("receipt-card")).toHaveCount(count);
}

test("the collaborator adds two receipts to a pending refund, sees both, and a duplicate is flagged on both items", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, EMPLOYEE);
  const first = await pendingRefund(page, "primeiro");
  await page.goto(`/collaborator/refunds/${first}`);
  await expect(page.getByRole("heading", { name: "Comprovantes (0 de 10)" })).toBeVisible();
  await addReceipt(page, photo, 1);
  await addReceipt(page, invoice, 2);
  await expect(page.getByRole("heading", { name: "Comprovantes (2 de 10)" })).toBeVisible();
  const gallery = page.getByTestId("receipt-gallery");
  await expect(gallery.getByRole("img", { name: "Miniatura de cupom.png" })).toBeVisible();
  // The thumbnail really loaded through the file route.
  expect(
    await gallery
      .getByRole("img", { name: "Miniatura de cupom.png" })
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
  ).toBe(7);
  await expect(gallery.getByRole("link", { name: "nota.pdf", exact: true })).toBeVisible();
  await expect(page.getByText("Possível comprovante duplicado")).toHaveCount(0);
  // Audited as it is opened, without the toasts of the uploads.
  await page.reload();
  await expect(page.getByTestId("receipt-card")).toHaveCount(2);
  const findings: Finding[] = [];
  await audit(page, "/collaborator/refunds/[id] receipts", findings);
  expect(report(findings)).toBe("");

  // The same photo on another refund: both pages warn and link to the other item.
  const second = await pendingRefund(page, "segundo");
  await page.goto(`/collaborator/refunds/${second}`);
  await addReceipt(page, photo, 1);
  const warning = page.getByRole("alert").filter({ hasText: "Possível comprovante duplicado" });
  await expect(warning).toContainText("mesmo arquivo");
  await warning.getByRole("link", { name: `Reembolso #${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/collaborator/refunds/${first}$`));
  await expect(
    page.getByRole("alert").filter({ hasText: "Possível comprovante duplicado" }),
  ).toContainText(`Reembolso #${second}`);

  // Removing it (after the confirmation) ends the warning.
  await page.getByTestId("receipt-card").first().getByRole("button", { name: "Remover" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast(page, "Comprovante removido")).toBeVisible();
  await expect(page.getByTestId("receipt-card")).toHaveCount(1);
  await expect(page.getByText("Possível comprovante duplicado")).toHaveCount(0);
  await page.context().close();
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, EMPLOYEE, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);
const description = `E2E reembolso notificado ${run}`;

/** The number on the bell (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId("notification-count");
  return (await badge.count()) ? Number((await badge.innerText()).replace("+", "")) : 0;
}

/** A PENDING refund of the demo collaborator, through the REST API. */
async function createRefund(request: APIRequestContext) {
  const auth = await request.post("/api/auth", { data: EMPLOYEE });
  const { token } = await auth.json();
  const headers = { authorization: `Bearer ${token}` };
  const types = await (await request.get("/api/refund-types", { headers })).json();
  const typeId = (types.data ?? types)[0].id;
  const created = await request.post("/api/collaborator/refunds", {
    headers,
    data: {
      value: 42.5,
      description,
      refundTypeId: typeId,
      refundDate: `${new Date().getFullYear()}-03-15`,
    },
  });
  expect(created.status()).toBe(201);
}

test("the bell count rises when an admin denies the collaborator's refund, and the panel links to it", async ({
  browser,
  request,
}) => {
  const collaborator = await signedInPage(browser, EMPLOYEE);
  await collaborator.goto("/collaborator/profile");
  await expect(collaborator.getByTestId("notification-bell")).toBeVisible();
  await createRefund(request);
  const before = await bellCount(collaborator);

  const admin = await signedInPage(browser, ADMIN);
  await admin.goto(`/admin/refunds?page=1&per_page=10&name=carlos`);
  const row = admin.getByRole("row").filter({ hasText: description });
  await row.getByRole("button", { name: "Ações" }).click();
  await admin.getByRole("menuitem", { name: "Negar reembolso", exact: true }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Negar reembolso" }).click();
  await expect(toast(admin, /negado/i)).toBeVisible();
  await admin.context().close();

  // The bell refreshes when the window regains focus (and every 30 s), without a reload.
  await collaborator.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect.poll(() => bellCount(collaborator)).toBeGreaterThan(before);

  await collaborator.getByTestId("notification-bell").click();
  const panel = collaborator.getByRole("dialog", { name: "Notificações recentes" });
  const entry = panel.getByRole("link").filter({ hasText: description });
  await expect(entry).toContainText("Reembolso negado");
  await entry.click();
  // The link opens the record itself (its page survives a reload), not a filtered list.
  await expect(collaborator).toHaveURL(/\/collaborator\/refunds\/\d+$/);
  await collaborator.reload();
  await expect(
    collaborator.getByRole("heading", { level: 1, name: /^Reembolso #\d+$/ }),
  ).toBeVisible();
  await expect(collaborator.getByText(description)).toBeVisible();
  await expect(collaborator.getByText("Cancelado").first()).toBeVisible();

  // An id that does not exist (or is not theirs): the not-found page of spec §2, never a crash.
  const missing = await collaborator.goto("/collaborator/refunds/999999");
  expect(missing?.status()).toBe(404);
  await expect(collaborator.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();

  // The /notifications page lists it too; 'Marcar todas como lidas' marks it read.
  await collaborator.goto("/notifications");
  await expect(collaborator).toHaveURL(/\/collaborator\/notifications/);
  const listed = collaborator.getByRole("row").filter({ hasText: description });
  await expect(listed).toBeVisible();
  await collaborator.getByRole("button", { name: "Marcar todas como lidas" }).click();
  await expect(toast(collaborator, "Notificações marcadas como lidas")).toBeVisible();
  await expect(listed).toContainText("Lida");
  await collaborator.context().close();
});

test("Settings show the e-mail preferences and the calendar feed link in both areas; 'gerar novo link' replaces it", async ({
  browser,
  request,
}) => {
  for (const [who, path] of [
    [EMPLOYEE, "/collaborator/settings"],
    [ADMIN, "/admin/settings"],
  ] as const) {
    const page = await signedInPage(browser, who);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Notificações por e-mail" })).toBeVisible();
    const field = page.getByLabel("Link do calendário");
    const oldUrl = await field.inputValue();
    expect(oldUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await request.get(new URL(oldUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");

    await page.getByRole("button", { name: "Gerar novo link" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Gerar novo link" }).click();
    await expect(toast(page, "Novo link gerado")).toBeVisible();
    await expect(field).not.toHaveValue(oldUrl);
    expect((await request.get(new URL(oldUrl).pathname)).status()).toBe(404);

    await page.getByRole("switch").first().click();
    await page.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(toast(page, "Preferências salvas")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch").first()).toHaveAttribute("aria-checked", "false");
    await page.context().close();
  }
});

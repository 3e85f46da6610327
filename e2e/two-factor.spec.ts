import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { ADMIN, signedInPage } from "./helpers";
import { startOnFreshDatabase } from "./production-server";

/**
 * Two-factor sign-in in Chromium: a collaborator turns the authenticator app on in Configurações
 * and signs in with password + code, then with a recovery code (once); on a server of its own,
 * the organisation's rule 'Administradores' sends an admin without the app to /two-factor from
 * any admin URL until the setup is done. The codes are computed here from the key the screen
 * shows, as the person's app would.
 */

/** The code the app shows for `secret` `steps` time steps from now (0: now, 1: next). */
const codeOf = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** 'Ativar' → the key under the QR code → its code → 'Confirmar': the ten recovery codes. */
async function turnOn(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole("button", { name: "Ativar" }).click();
  await expect(page.getByRole("img", { name: /QR code para cadastrar o Membros/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Código de verificação").fill(codeOf(secret));
  await page.getByRole("button", { name: "Confirmar" }).click();
  const list = page.getByRole("list", { name: "Códigos de recuperação" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  return { secret, recoveryCodes };
}

async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible({
    timeout: 30_000,
  });
}

test("a collaborator turns the app on, then signs in with password and code, and with a recovery code once", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ADMIN);
  const person = { email: `totp.${Date.now()}@exemplo.com`, password: "Duas@Etapas2026" };
  const created = await admin.request.post("/api/user", {
    data: {
      firstName: "Otávio",
      lastName: "Tempo",
      email: person.email,
      password: person.password,
      phone: "11987654321",
      birthDate: "1991-04-05",
      profileId: 3,
    },
  });
  expect(created.status()).toBe(201);
  await admin.context().close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Senha", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/collaborator\/profile/, { timeout: 30_000 });
  await page.goto("/collaborator/settings");
  const card = page.getByText("Verificação em duas etapas", { exact: true });
  await expect(card).toBeVisible();
  const { secret, recoveryCodes } = await turnOn(page);
  await page.getByRole("button", { name: "Concluído" }).click();
  await expect(page.getByText("Ativada", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone no longer signs in: the form asks for the code, keeping what was typed.
  await passwordStep(page, person);
  await expect(page.getByLabel("E-mail")).toBeHidden();
  // The code used to confirm is spent: the next time step's code (within the ±1 step window).
  await page.getByLabel("Código de verificação").fill(codeOf(secret, 1));
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/collaborator\/profile/, { timeout: 30_000 });
  await context.close();

  for (const expected of ["signed in", "refused"] as const) {
    const again = await browser.newContext();
    const next = await again.newPage();
    await passwordStep(next, person);
    await next.getByLabel("Código de verificação").fill(recoveryCodes[0]);
    await next.getByRole("button", { name: "Entrar", exact: true }).click();
    if (expected === "signed in")
      await expect(next).toHaveURL(/\/collaborator\/profile/, { timeout: 30_000 });
    else {
      await expect(next.getByText("Código de verificação inválido")).toBeVisible();
      await expect(next).toHaveURL(/\/login/);
    }
    await again.close();
  }
});

test.describe("the organisation's rule", () => {
  const owner = { email: "admin@duas-etapas.membros.dev", password: "Regra@Duas2026" };
  let started: Awaited<ReturnType<typeof startOnFreshDatabase>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    started = await startOnFreshDatabase("membros_e2e_two_factor", owner);
  });
  test.afterAll(async () => {
    await started?.close();
  });

  test("'Administradores' sends an admin without the app to /two-factor from any admin URL; the setup lets them in", async ({
    browser,
  }) => {
    const { url } = started.server;
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Senha", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });

    await page.goto("/admin/settings");
    await page.getByRole("radio", { name: "Administradores" }).click();
    const rule = page.locator("form").filter({ hasText: "Exigir verificação em duas etapas" });
    await rule.getByRole("button", { name: "Salvar" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Configuração salva" }),
    ).toBeVisible();

    // This session was opened with the password only: every door now asks for the second factor.
    for (const path of ["/admin/home", "/admin/user?page=1&per_page=10", "/admin/settings"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/two-factor$/);
    }
    const refused = await page.request.get("/api/user");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).reason).toBe("second_factor_pending");

    await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
    await turnOn(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });
    await page.goto("/admin/user?page=1&per_page=10");
    await expect(page).toHaveURL(/\/admin\/user/);
    expect((await page.request.get("/api/user")).status()).toBe(200);
    await context.close();
  });
});

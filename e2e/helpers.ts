import { expect, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@membros.dev", password: "Admin@123456" };
export const EMPLOYEE = { email: "colaborador@membros.dev", password: "Colab@123456" };

/** Signs in through the login screen and waits for the home of that profile. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(who === ADMIN ? /\/admin\/home/ : /\/collaborator\/profile/);
}

/** A toast, found by its text (getByRole('alert') also matches Next's route announcer). */
export const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

import { expect, test } from "@playwright/test";
import { ADMIN, signedInPage, toast } from "./helpers";

test.describe("external clients", () => {
  test("/api/docs renders the reference offline, under the page CSP", async ({ page }) => {
    const violations: string[] = [];
    const foreign: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(m.text()))
        violations.push(m.text());
    });
    // Offline: any request that leaves this app fails (and is recorded).
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    const response = await page.goto("/api/docs");
    expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-/);
    await expect(page.getByRole("heading", { name: "Membros API" }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText("Entrar (pessoas): devolve um token Bearer de 8 h").first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Ask AI" })).toHaveCount(0);
    // zod's feature probe (new Function) is reported by Chromium though caught; nothing else may
    // be.
    expect(violations.filter((v) => !/unsafe-eval/.test(v))).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test("an admin creates a token, shown once, that works until revoked", async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, ADMIN);
    await page.goto("/admin/settings");
    await expect(page.getByRole("link", { name: "documentação da API" })).toHaveAttribute(
      "href",
      "/api/docs",
    );
    const name = `E2E ${Date.now()}`;
    await page.getByLabel("Nome do token").fill(name);
    await page.getByRole("button", { name: "Criar token" }).click();
    await expect(toast(page, "Token criado")).toBeVisible();
    const secret = (await page.getByTestId("secret-once").textContent())!.trim();
    expect(secret).toMatch(/^mbr_/);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Nunca");
    await expect(row).not.toContainText(secret);

    const asToken = { headers: { authorization: `Bearer ${secret}` } };
    expect((await request.get("/api/user?per_page=1", asToken)).status()).toBe(200);
    expect((await request.post("/api/meetings", { ...asToken, data: {} })).status()).toBe(403);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: name })).not.toContainText("Nunca");

    await page.getByRole("button", { name: `Revogar ${name}` }).click();
    await expect(toast(page, "Token revogado")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Revogado");
    expect((await request.get("/api/user?per_page=1", asToken)).status()).toBe(401);
    await page.context().close();
  });
});

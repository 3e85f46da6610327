import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, signedInPage } from "./helpers";

/** How many distinct colours a screenshot holds: a drawn icon has more than its background. */
async function colours(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<string>();
  for (let i = 0; i < data.length; i += info.channels)
    seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
  return seen.size;
}

test("icons are drawn from the sprite, which is cached for good under its version", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  const sprite = page.waitForResponse((r) => r.url().includes("/icons.svg?v="));
  await page.goto("/admin/payments?page=1&per_page=10");
  const answer = await sprite;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("image/svg+xml");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const icon = page.getByRole("link", { name: "Criar pagamento" }).locator("svg");
  await expect(icon.locator("use")).toHaveAttribute("href", /^\/icons\.svg\?v=\w+#plus$/);
  await expect.poll(async () => colours(await icon.screenshot())).toBeGreaterThan(2);
  // A row's menu button (one per row) draws its dots from the table's CSS, with no <svg>.
  const rowMenu = page.getByRole("button", { name: "Ações", exact: true }).first();
  await expect(rowMenu.locator("svg")).toHaveCount(0);
  await expect.poll(async () => colours(await rowMenu.screenshot())).toBeGreaterThan(2);

  // The shapes are in the sprite only: not in the page's HTML, nor in its RSC payload.
  const html = await (await page.request.get("/admin/payments?page=1&per_page=10")).text();
  expect(html).not.toContain("<path");
  expect(html).not.toMatch(/"d":"M/);
  await page.context().close();
});

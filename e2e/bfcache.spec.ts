import { expect, test } from "@playwright/test";
import { ADMIN, signedInPage } from "./helpers";

/** Public pages may be kept in the back/forward cache, signed-in ones may not (decision 0043). */

test("/login and /register are not no-store; a signed-in page is", async ({
  request,
  browser,
  baseURL,
}) => {
  for (const path of ["/login", "/register"]) {
    const cacheControl = (await request.get(path)).headers()["cache-control"];
    expect(cacheControl, path).toBe("private, no-cache");
  }
  const page = await signedInPage(browser, ADMIN);
  const answer = await page.goto(`${baseURL}/admin/home`);
  expect(answer?.headers()["cache-control"]).toContain("no-store");
  await page.context().close();
});

test("going back to /login restores it from the back/forward cache", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Playwright turns the back/forward cache off by default (--disable-back-forward-cache).
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.addInitScript(() => {
      window.addEventListener("pageshow", (event) =>
        document.documentElement.setAttribute("data-restored", String(event.persisted)),
      );
    });
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
    // A full load of another document (a client-side navigation would keep this one).
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A page restored from the cache fires no new `load`.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("data-restored", "true");
  } finally {
    await browser.close();
  }
});

import { expect, test, type Page } from "@playwright/test";
import { ADMIN, EMPLOYEE, signedInPage } from "./helpers";

/**
 * One table component, two layouts: at 1366 px every list fits with its row menu, nothing
 * scrolls sideways; below 640 px each row is a card whose menu is on screen.
 */
const ADMIN_LISTS = [
  "user",
  "meetings",
  "pending",
  "payments",
  "payment_requests",
  "refunds",
  "trainings",
  "modules",
  "subModules",
  "lessons",
].map((segment) => `/admin/${segment}?page=1&per_page=10`);
const COLLABORATOR_LISTS = ["meetings", "payments", "payment_requests", "refunds"].map(
  (segment) => `/collaborator/${segment}?page=1&per_page=10`,
);

/** Waits for the streamed rows, then says how wide the page and the table's scroller are. */
async function widths(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  return page.evaluate(() => {
    const table = document.querySelector("main table");
    const scroller = table?.closest(".rt-ScrollAreaViewport") ?? table?.parentElement;
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      scroll: scroller?.scrollWidth ?? 0,
      client: scroller?.clientWidth ?? 0,
    };
  });
}

/** Every row menu button lies inside the viewport. */
async function expectMenusOnScreen(page: Page, width: number) {
  const menus = page.locator("main tbody").getByRole("button", { name: "Ações" });
  const count = await menus.count();
  for (let i = 0; i < count; i++) {
    const box = await menus.nth(i).boundingBox();
    expect(box, `row menu ${i}`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

for (const [who, lists] of [
  [ADMIN, ADMIN_LISTS],
  [EMPLOYEE, COLLABORATOR_LISTS],
] as const) {
  test(`${who === ADMIN ? "admin" : "collaborator"} lists fit 1366 px without sideways scrolling`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, who, { viewport: { width: 1366, height: 768 } });
    for (const path of lists) {
      const seen = await widths(page, path);
      expect(seen.page, `${path}: page width`).toBeLessThanOrEqual(seen.viewport);
      expect(seen.scroll, `${path}: table scrolls sideways`).toBeLessThanOrEqual(seen.client + 1);
      await expect(page.locator("thead")).toBeVisible();
      await expectMenusOnScreen(page, 1366);
    }
    await page.context().close();
  });

  test(`${who === ADMIN ? "admin" : "collaborator"} lists are cards on a phone`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, who, { viewport: { width: 390, height: 844 } });
    for (const path of lists) {
      const seen = await widths(page, path);
      expect(seen.page, `${path}: page width`).toBeLessThanOrEqual(seen.viewport);
      expect(seen.scroll, `${path}: table scrolls sideways`).toBeLessThanOrEqual(seen.client + 1);
      await expect(page.locator("thead")).toBeHidden();
      // A card shows each field with its column's name.
      const card = page.locator("main tbody tr").first();
      expect(await card.locator("td[data-label]:not([data-label=''])").count()).toBeGreaterThan(1);
      await expectMenusOnScreen(page, 390);
    }
    await page.context().close();
  });
}

test("headers are Portuguese sentence case; money is right-aligned BRL; dates dd/MM/yyyy", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN, { viewport: { width: 1366, height: 768 } });
  await page.goto("/admin/payments?page=1&per_page=10");
  const headers = (await page.locator("thead th").allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
  for (const header of headers) expect(header, header).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ][^A-Z]*$/);
  const value = page.locator("tbody td[data-label='Valor']").first();
  await expect(value).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  expect(await value.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe("right");
  await expect(page.locator("tbody td[data-label='Criado em']").first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );
  await page.goto("/admin/meetings?page=1&per_page=10");
  const meetingHeaders = (await page.locator("thead th").allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
  // The row menu's column is named for screen readers only.
  expect(meetingHeaders).toEqual([
    "Título",
    "Descrição",
    "Data",
    "Link",
    "Status",
    "Criada em",
    "Atualizada em",
    "Ações",
  ]);
  await page.context().close();
});

test("an empty list says so and offers the create button where the user may create", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto("/admin/payments?page=1&per_page=10&category=999999");
  await expect(page.getByText("Nenhum pagamento encontrado")).toBeVisible();
  await expect(
    page.locator("tbody").getByRole("link", { name: "Criar pagamento" }),
  ).toHaveAttribute("href", "/admin/payments/new");
  // The admin does not create refunds: the empty list says so, without a button.
  await page.goto("/admin/refunds?page=1&per_page=10&category=999999");
  await expect(page.getByText("Nenhum reembolso encontrado")).toBeVisible();
  await expect(page.locator("tbody").getByRole("link")).toHaveCount(0);
  await page.context().close();
});

test("a cut cell shows its whole text as a tooltip; a cell shown whole has none", async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN, { viewport: { width: 700, height: 768 } });
  await page.goto("/admin/payments?page=1&per_page=10");
  const cells = await page.locator("tbody td[data-label='Descrição'] > span").all();
  let cut = 0;
  for (const cell of cells) {
    const text = (await cell.textContent()) ?? "";
    if (await cell.evaluate((span) => span.scrollWidth > span.clientWidth)) {
      cut += 1;
      // Hovered again until the table has hydrated and gives the tooltip.
      await expect(async () => {
        await page.mouse.move(0, 0);
        await cell.hover();
        await expect(cell).toHaveAttribute("title", text, { timeout: 500 });
      }).toPass();
    } else {
      await cell.hover();
      await expect(cell).not.toHaveAttribute("title");
    }
  }
  expect(cut).toBeGreaterThan(0);
  await page.context().close();
});

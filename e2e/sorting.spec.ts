import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signedInPage } from "./helpers";

/** The first row the REST list answers for this sort: what the screen must show first. */
async function firstFromApi(
  page: Page,
  endpoint: string,
  sort: string,
  order: "asc" | "desc",
): Promise<Record<string, string>> {
  const response = await page.request.get(
    `${endpoint}?page=1&per_page=1&sort=${sort}&order=${order}`,
  );
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data).toHaveLength(1);
  return data[0];
}

/**
 * Clicks a header twice (asc, then desc) and reloads; each time the URL, the header's aria-sort
 * and the first row must follow. `key` is the field of the REST row that identifies it on screen.
 */
async function checkSorting(
  page: Page,
  list: { path: string; endpoint: string; header: string; sort: string; key: string },
) {
  await page.goto(`${list.path}?page=1&per_page=10`);
  const header = page.getByRole("columnheader", { name: list.header, exact: true });
  const firstRow = page.getByRole("row").nth(1);
  await expect(header).toHaveAttribute("aria-sort", "none");

  await header.getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`\\?page=1&per_page=10&sort=${list.sort}&order=asc$`));
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  const ascending = (await firstFromApi(page, list.endpoint, list.sort, "asc"))[list.key];
  await expect(firstRow).toContainText(ascending);

  await header.getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`\\?page=1&per_page=10&sort=${list.sort}&order=desc$`));
  await expect(header).toHaveAttribute("aria-sort", "descending");
  const descending = (await firstFromApi(page, list.endpoint, list.sort, "desc"))[list.key];
  expect(descending).not.toBe(ascending);
  await expect(firstRow).toContainText(descending);
  await expect(firstRow).not.toContainText(ascending);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`sort=${list.sort}&order=desc$`));
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(firstRow).toContainText(descending);
}

test.describe("sortable column headers", () => {
  test("admin meetings: 'Title' sorts asc, then desc, and a reload keeps it", async ({
    browser,
  }) => {
    const page = await signedInPage(browser, ADMIN);
    await checkSorting(page, {
      path: "/admin/meetings",
      endpoint: "/api/meetings",
      header: "Título",
      sort: "title",
      key: "title",
    });
    await page.context().close();
  });

  test("admin users: 'Nome' sorts asc, then desc, and a reload keeps it", async ({ browser }) => {
    const page = await signedInPage(browser, ADMIN);
    await checkSorting(page, {
      path: "/admin/user",
      endpoint: "/api/user",
      header: "Nome",
      sort: "name",
      key: "email",
    });
    await page.context().close();
  });
});

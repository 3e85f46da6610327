import { expect, test } from "@playwright/test";
import { ADMIN, EMPLOYEE, signedInPage } from "./helpers";

/** proxy.ts completes a list URL without page/per_page with a 307, before any rendering. */
test("a list URL without paging is completed by a 307 from the proxy", async ({ browser }) => {
  const admin = await signedInPage(browser, ADMIN);
  const response = await admin.request.get("/admin/payments?status=PAID", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(
    new URL(response.headers().location, "http://x").pathname +
      new URL(response.headers().location, "http://x").search,
  ).toBe("/admin/payments?page=1&per_page=10&status=PAID");
  const complete = await admin.request.get("/admin/payments?page=1&per_page=10", {
    maxRedirects: 0,
  });
  expect(complete.status()).toBe(200);
  await admin.goto("/admin/user");
  await expect(admin).toHaveURL(/\/admin\/user\?page=1&per_page=10$/);
  await admin.context().close();

  const employee = await signedInPage(browser, EMPLOYEE);
  const own = await employee.request.get("/collaborator/meetings", { maxRedirects: 0 });
  expect(own.status()).toBe(307);
  expect(own.headers().location).toContain("/collaborator/meetings?page=1&per_page=10");
  await employee.context().close();
});

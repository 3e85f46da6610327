import { expect, test } from "@playwright/test";
import { firstLoad } from "../scripts/bench/first-load";
import { ADMIN, signedInPage } from "./helpers";

/**
 * First-load budgets: the gzip size of every script (and, for /login, stylesheet) the server-rendered HTML
 * references (the `noModule` polyfills aside), counted by the same function as
 * `scripts/bench/first-load.ts`. Bytes, not time: the same build always gives the same answer.
 *
 * Issue 10 asks for 150 KiB on /login and 220 KiB on /admin/payments; these budgets are what the
 * pages weigh now with a few KiB of room, so the pages cannot grow back unnoticed: /login 142 KiB
 * since docs/decisions/0085-light-public-pages.md (204 before), /admin/payments 200 KiB since
 * decision 0088 (267 before 0086, 236 before 0088), held to the 220 KiB. Lower them
 * towards the figures as the pages get lighter.
 *
 * /login's CSS, counted the same way, is held to what it weighs since decision 0089 (the public
 * subset of Radix Themes, 14.9 KiB; 56.6 before) with a little room: a class added to a public
 * screen grows it only through components/public-theme-vocabulary.ts.
 */
const KIB = 1024;
const BUDGET_KIB = { login: 145, payments: 220, loginCss: 17 };

test(`/login loads at most ${BUDGET_KIB.login} KiB of JavaScript (gzip)`, async ({ baseURL }) => {
  const { js } = await firstLoad(`${baseURL}/login`);
  expect(js / KIB).toBeLessThanOrEqual(BUDGET_KIB.login);
});

test(`/login loads at most ${BUDGET_KIB.loginCss} KiB of CSS (gzip)`, async ({ baseURL }) => {
  const { css } = await firstLoad(`${baseURL}/login`);
  expect(css / KIB).toBeLessThanOrEqual(BUDGET_KIB.loginCss);
});

test(`/admin/payments loads at most ${BUDGET_KIB.payments} KiB of JavaScript (gzip)`, async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, ADMIN);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await page.context().close();
  const { js } = await firstLoad(`${baseURL}/admin/payments?page=1&per_page=10`, cookie);
  expect(js / KIB).toBeLessThanOrEqual(BUDGET_KIB.payments);
});

import { expect, test, type Browser } from "@playwright/test";
import { firstLoad } from "../scripts/bench/first-load";
import { ADMIN, EMPLOYEE, signedInPage } from "./helpers";

/**
 * First-load budgets: the gzip size of every script (and, for /login, stylesheet) the server-rendered HTML
 * references (the `noModule` polyfills aside), counted by the same function as
 * `scripts/bench/first-load.ts`. Bytes, not time: the same build always gives the same answer.
 *
 * Issue 10 asks for 150 KiB on /login and 220 KiB on /admin/payments; these budgets are what the
 * pages weigh now with a few KiB of room, so the pages cannot grow back unnoticed: /login 142 KiB
 * since docs/decisions/0085-light-public-pages.md (204 before), /admin/payments 200 KiB since
 * decision 0088 (267 before 0086, 236 before 0088), held to the issue's 220 KiB. Lower them
 * towards the issue's figures as the pages get lighter.
 *
 * /login's CSS, counted the same way, is held to what it weighs since decision 0089 (the public
 * subset of Radix Themes, 14.9 KiB; 56.6 before) with a little room: a class added to a public
 * screen grows it only through components/public-theme-vocabulary.ts.
 *
 * /admin/payments applies 40.5 KiB of CSS since decision 0094 (54.2 before: the signed-in pages
 * also loaded the public subset, every rule of which Radix's full CSS repeats); held to 44 KiB.
 *
 * The other lists are held where they stand since their client components stopped importing
 * modules with zod schemas (lib/validation/*-kinds.ts), the collaborator's finance lists the
 * form, and the date filters the calendar: /admin/user 294 → 234.5 KiB, /admin/meetings 292 →
 * 231, the content lists 244 → 207, /collaborator/payments 322 → 201, /collaborator/meetings
 * 234 → 194.
 */
const KIB = 1024;
const BUDGET_KIB = { login: 145, payments: 220, loginCss: 17, paymentsCss: 44 };

test(`/login loads at most ${BUDGET_KIB.login} KiB of JavaScript (gzip)`, async ({ baseURL }) => {
  const { js } = await firstLoad(`${baseURL}/login`);
  expect(js / KIB).toBeLessThanOrEqual(BUDGET_KIB.login);
});

test(`/login loads at most ${BUDGET_KIB.loginCss} KiB of CSS (gzip)`, async ({ baseURL }) => {
  const { css } = await firstLoad(`${baseURL}/login`);
  expect(css / KIB).toBeLessThanOrEqual(BUDGET_KIB.loginCss);
});

/** The Cookie header of a signed-in session, for `firstLoad`'s plain fetch. */
async function sessionCookie(browser: Browser, who: typeof ADMIN): Promise<string> {
  const page = await signedInPage(browser, who);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await page.context().close();
  return cookie;
}

test(`/admin/payments loads at most ${BUDGET_KIB.payments} KiB of JavaScript (gzip)`, async ({
  browser,
  baseURL,
}) => {
  const cookie = await sessionCookie(browser, ADMIN);
  const { js } = await firstLoad(`${baseURL}/admin/payments?page=1&per_page=10`, cookie);
  expect(js / KIB).toBeLessThanOrEqual(BUDGET_KIB.payments);
});

test(`/admin/payments applies at most ${BUDGET_KIB.paymentsCss} KiB of CSS (gzip)`, async ({
  browser,
  baseURL,
}) => {
  const cookie = await sessionCookie(browser, ADMIN);
  const { css } = await firstLoad(`${baseURL}/admin/payments?page=1&per_page=10`, cookie);
  expect(css / KIB).toBeLessThanOrEqual(BUDGET_KIB.paymentsCss);
});

const LIST_BUDGETS_KIB = [
  [ADMIN, "/admin/user", 240],
  [ADMIN, "/admin/meetings", 240],
  [ADMIN, "/admin/trainings", 215],
  [EMPLOYEE, "/collaborator/payments", 210],
  [EMPLOYEE, "/collaborator/meetings", 200],
] as const;

test("the other lists stay within their JavaScript budgets (gzip)", async ({
  browser,
  baseURL,
}) => {
  const over: string[] = [];
  for (const who of [ADMIN, EMPLOYEE]) {
    const cookie = await sessionCookie(browser, who);
    for (const [owner, path, budget] of LIST_BUDGETS_KIB) {
      if (owner !== who) continue;
      const { js } = await firstLoad(`${baseURL}${path}?page=1&per_page=10`, cookie);
      if (js / KIB > budget) over.push(`${path}: ${(js / KIB).toFixed(1)} KiB > ${budget}`);
    }
  }
  expect(over).toEqual([]);
});

import { expect, test } from "@playwright/test";
import { ADMIN, signedInPage } from "./helpers";

// 23:30 UTC: 20:30 the same day in São Paulo, 08:30 the next day in Tokyo.
const year = new Date().getUTCFullYear() + 1;
const MEETING_AT = `${year}-03-10T23:30:00.000Z`;
const IN_SAO_PAULO = `10/03/${year} 20:30`;
const IN_TOKYO = `11/03/${year} 08:30`;

test("instants read the same in the server's HTML and after hydration, in the viewer's time zone", async ({
  browser,
}) => {
  // The stored session was signed in from São Paulo (playwright.config.ts), so its `tz` cookie
  // says São Paulo: this browser has travelled to Tokyo since.
  const page = await signedInPage(browser, ADMIN, { timezoneId: "Asia/Tokyo" });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const title = `Fuso ${Date.now()}`;
  const created = await page.request.post("/api/meetings", {
    data: {
      title,
      description: "Reunião entre fusos",
      link: "https://meet.example.com/fuso",
      meetingDate: MEETING_AT,
      users: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const list = `/admin/meetings?page=1&per_page=10&title=${encodeURIComponent(title)}`;
  /** The date cell as the server wrote it. */
  const serverDate = async () => {
    const response = await page.request.get(list);
    expect(response.status()).toBe(200);
    return /data-label="Data"[^>]*><time[^>]*>([^<]*)</.exec(await response.text())?.[1];
  };

  // The server knows only the zone the cookie reported.
  expect(await serverDate()).toBe(IN_SAO_PAULO);
  await page.goto(list);
  // The browser shows its own zone once hydrated, and from now on reports it.
  await expect(page.locator("tbody td[data-label='Data']")).toHaveText(IN_TOKYO);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "tz")?.value)
    .toBe("Asia/Tokyo");
  expect(await serverDate()).toBe(IN_TOKYO);

  // Hydration found the server's text everywhere (a mismatch is React's error #418, and the
  // table would be thrown away and rendered again: a click on it lost, a cell detached).
  await page.reload();
  await expect(page.locator("tbody td[data-label='Data']")).toHaveText(IN_TOKYO);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);

  // A forged or unknown zone is ignored: the organisation's zone, not an error.
  for (const value of ["Mars/Olympus", "Etc/GMT+99", "%3Cscript%3E", "x".repeat(3000)]) {
    await page
      .context()
      .addCookies([{ name: "tz", value, domain: new URL(page.url()).hostname, path: "/" }]);
    expect(await serverDate(), value).toBe(IN_SAO_PAULO);
  }
  await page.context().close();
});

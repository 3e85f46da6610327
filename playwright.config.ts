import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium where it exists (this machine cannot download Playwright's browsers);
// Playwright's own browser elsewhere.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) =>
  existsSync(p),
);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  forbidOnly: true,
  globalTeardown: "./e2e/log-secrets.teardown.ts",
  // Generous: CI machines are shared, and the longest journeys take 40 s on a quiet one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: ".tmp/reports/playwright.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: systemChromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-quic",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    // Builds the app and serves it on a fresh embedded database with the demo data.
    command: `bash e2e/serve.sh ${port}`,
    url: `${baseURL}/login`,
    // /login answers before the embedded database is prepared (decision 0026): the first sign-in
    // would wait for it. The server prints this line once the database is ready.
    wait: { stdout: /Membros pronto em/ },
    timeout: 600_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === "1",
    stdout: "pipe",
    stderr: "pipe",
  },
});

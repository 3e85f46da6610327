#!/usr/bin/env node
/**
 * Screenshots of the main screens, in both themes, from a RUNNING app (with the demo data),
 * into docs/screens/, and docs/screens.md that shows them. Run it again after a UI change so the
 * pictures stay true:
 *
 *   npm run build && npm start            # or: E2E_SKIP_BUILD=1 bash e2e/serve.sh 3211
 *   node scripts/screens.mjs http://127.0.0.1:3000
 *
 * Chromium: /usr/bin/chromium when it exists (CHROME_PATH overrides), else Playwright's own.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:3000";
const executablePath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const THEME_KEY = "vite-ui-theme";
const ADMIN = { email: "admin@membros.dev", password: "Admin@123456" };
const EMPLOYEE = { email: "colaborador@membros.dev", password: "Colab@123456" };

/** [file name, title, who (null: signed out), path] */
const SCREENS = [
  ["login", "Login", null, "/login"],
  ["admin-home", "Início do administrador", ADMIN, "/admin/home"],
  ["admin-users", "Usuários", ADMIN, "/admin/user?page=1&per_page=10"],
  ["admin-meeting-new", "Nova reunião", ADMIN, "/admin/meetings/new"],
  ["admin-pending", "Pendências", ADMIN, "/admin/pending?page=1&per_page=10"],
  ["admin-payments", "Pagamentos (administrador)", ADMIN, "/admin/payments?page=1&per_page=10"],
  ["admin-trainings", "Treinamentos (administrador)", ADMIN, "/admin/trainings?page=1&per_page=10"],
  ["admin-settings", "Configurações", ADMIN, "/admin/settings"],
  ["collaborator-profile", "Meu perfil", EMPLOYEE, "/collaborator/profile"],
  [
    "collaborator-payments",
    "Pagamentos (colaborador)",
    EMPLOYEE,
    "/collaborator/payments?page=1&per_page=10",
  ],
  ["collaborator-refund-new", "Novo reembolso", EMPLOYEE, "/collaborator/refunds/new"],
  ["collaborator-trainings", "Treinamentos (colaborador)", EMPLOYEE, "/collaborator/trainings"],
];
const THEMES = ["light", "dark"];

async function signedIn(browser, who) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 768 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  if (who) {
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(who.email);
    await page.getByLabel("Senha", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(/\/(admin|collaborator)\//);
    await page.close();
  }
  return context;
}

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
mkdirSync("docs/screens", { recursive: true });
const contexts = new Map();
for (const [name, , who, path] of SCREENS) {
  const key = who?.email ?? "visitor";
  if (!contexts.has(key)) contexts.set(key, await signedIn(browser, who));
  for (const theme of THEMES) {
    const page = await contexts.get(key).newPage();
    await page.addInitScript(
      ([storageKey, value]) => window.localStorage.setItem(storageKey, value),
      [THEME_KEY, theme],
    );
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    await page
      .getByTestId("skeleton-row")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => {});
    await page.waitForLoadState("networkidle").catch(() => {});
    await page.screenshot({ path: `docs/screens/${name}-${theme}.png`, animations: "disabled" });
    await page.close();
    console.log(`docs/screens/${name}-${theme}.png`);
  }
}
await browser.close();

const rows = SCREENS.map(
  ([name, title, , path]) =>
    `### ${title}\n\n\`${path}\`\n\n| Claro | Escuro |\n| --- | --- |\n| ![${title}, tema claro](screens/${name}-light.png) | ![${title}, tema escuro](screens/${name}-dark.png) |\n`,
);
writeFileSync(
  "docs/screens.md",
  `# Telas principais

Capturas de ${SCREENS.length} telas em 1366×768, nos temas claro e escuro, com os dados de demonstração.
Geradas por \`node scripts/screens.mjs <url do app>\` a partir do app rodando; rode de novo depois de
mudar a interface para que continuem verdadeiras.

${rows.join("\n")}`,
);
console.log("docs/screens.md");

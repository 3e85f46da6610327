import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { auditScreen, report, type Finding } from "./axe-audit";
import { startOidcProvider, type TestOidcProvider } from "../tests/support/oidc-provider";
import {
  freePort,
  freshDatabase,
  startProductionServer,
  type ProductionServer,
} from "./production-server";

/**
 * Single sign-on against a real OpenID provider (oidc-provider over HTTPS with a certificate made
 * for the run, trusted through NODE_EXTRA_CA_CERTS) and the production server: known, unknown,
 * deactivated and unverified e-mails; then the same database served with OIDC_CREATE_USERS and
 * OIDC_ONLY.
 */
const admin = { email: "admin@sso.membros.dev", password: "Entrada@Unica123" };
const PROVIDER_NAME = "Acme SSO";
const accounts = {
  // The account's e-mail is stored in lower case: matched case-insensitively.
  known: {
    email: "Ana.Lima@Acme.Example",
    emailVerified: true,
    givenName: "Ana",
    familyName: "Lima",
  },
  gone: {
    email: "bruno.rocha@acme.example",
    emailVerified: true,
    givenName: "Bruno",
    familyName: "Rocha",
  },
  stranger: {
    email: "carla.nova@acme.example",
    emailVerified: true,
    givenName: "Carla",
    familyName: "Nova",
  },
  unverified: {
    email: "ana.lima@acme.example",
    emailVerified: false,
    givenName: "Ana",
    familyName: "Lima",
  },
};

let provider: TestOidcProvider;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let server: ProductionServer;
/** Where the browser opens the app: Next.js names 127.0.0.1 "localhost" in the URLs Auth.js builds. */
let app: string;
const origin = (port: number) => `http://localhost:${port}`;
let sql: postgres.Sql;
const ports: number[] = [];

test.describe.configure({ mode: "serial" });
// The test provider's certificate is trusted by the server, not by the browser.
test.use({ ignoreHTTPSErrors: true });

/** The production server on the spec's database, at `port` (registered with the provider). */
const startServer = (port: number, extra: Record<string, string> = {}) => {
  app = origin(port);
  return startProductionServer(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...serverEnv(port, extra),
    },
    { port },
  );
};

const serverEnv = (port: number, extra: Record<string, string>) => ({
  ...provider.env,
  OIDC_NAME: PROVIDER_NAME,
  APP_URL: origin(port),
  NODE_EXTRA_CA_CERTS: provider.caFile,
  ...extra,
});

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  ports.push(await freePort(), await freePort());
  provider = await startOidcProvider({
    redirectUris: ports.map((port) => `${origin(port)}/api/auth/callback/oidc`),
    accounts,
  });
  database = await freshDatabase("membros_e2e_sso");
  dataDir = mkdtempSync(path.join(tmpdir(), "membros-e2e-sso-"));
  server = await startServer(ports[0]);
  sql = postgres(database.url, { onnotice: () => {}, max: 1 });
  const signIn = await request.post(`${server.url}/api/auth`, { data: admin });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const person = (email: string, firstName: string, lastName: string) => ({
    firstName,
    lastName,
    email,
    phone: "11987654321",
    birthDate: "1990-05-06",
    profileId: 3,
    password: "Senha@Forte12345",
  });
  for (const [email, first, last] of [
    ["ana.lima@acme.example", "Ana", "Lima"],
    ["bruno.rocha@acme.example", "Bruno", "Rocha"],
  ]) {
    const created = await request.post(`${server.url}/api/user`, {
      headers,
      data: person(email, first, last),
    });
    expect(created.status()).toBe(201);
    if (email.startsWith("bruno")) {
      const { id } = await created.json();
      expect((await request.delete(`${server.url}/api/user/${id}`, { headers })).status()).toBe(
        200,
      );
    }
  }
});

test.afterAll(async () => {
  await sql?.end();
  await server?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await provider?.close();
});

// A failed sign-in shows only "Configuration" in the browser: the server's error lines say why.
test.afterEach(({}, info) => {
  if (info.status === info.expectedStatus) return;
  for (const line of server.logLines().filter((l) => l.level === "error" || l.level === "warn"))
    console.log(JSON.stringify(line));
});

/** From the login screen through the provider's page, signed in as `account` there. */
async function signInThroughProvider(page: Page, account: keyof typeof accounts, mfa = false) {
  await page.goto(`${app}/login`);
  await page.getByRole("button", { name: `Entrar com ${PROVIDER_NAME}` }).click();
  await expect(page.getByRole("heading", { name: "Provedor de teste" })).toBeVisible();
  await page.getByLabel("Conta").fill(account);
  if (mfa) await page.getByLabel("mfa").check();
  await page.getByRole("button", { name: "Continuar" }).click();
}

const sessionsOf = (email: string) =>
  sql<{ two_factor: boolean }[]>`
    select s.two_factor from user_sessions s join users u on u.id = s.user_id
    where lower(u.email) = ${email.toLowerCase()} and s.kind = 'browser'`;

test("the login screen offers the provider next to the password form", async ({ page }) => {
  await page.goto(`${app}/login`);
  await expect(page.getByRole("button", { name: `Entrar com ${PROVIDER_NAME}` })).toBeVisible();
  await expect(page.getByLabel("Senha", { exact: true })).toBeVisible();
});

test("the login screen with the provider and a refusal's message passes axe in both themes", async ({
  page,
}) => {
  const findings: Finding[] = [];
  await auditScreen(page, `${app}/login?error=unknown`, findings);
  expect(findings, report(findings)).toEqual([]);
});

test("a known verified e-mail (another case) signs in to its home with a one-factor session; logout ends it", async ({
  page,
}) => {
  await signInThroughProvider(page, "known");
  await page.waitForURL(`${app}/collaborator/profile`);
  expect(await sessionsOf(accounts.known.email)).toEqual([{ two_factor: false }]);
  // Logging out deletes the server-side row, as for a password sign-in.
  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionsOf(accounts.known.email)).toEqual([]);
});

test("a sign-in the provider made with a second factor (amr) opens a two-factor session; 'Sair de todos os dispositivos' ends it", async ({
  page,
}) => {
  await signInThroughProvider(page, "known", true);
  await page.waitForURL(`${app}/collaborator/profile`);
  expect(await sessionsOf(accounts.known.email)).toEqual([{ two_factor: true }]);
  await page.goto(`${app}/collaborator/settings`);
  await page.getByRole("button", { name: "Sair de todos os dispositivos" }).click();
  await page.getByRole("button", { name: "Sair de todos" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionsOf(accounts.known.email)).toEqual([]);
});

for (const [account, message] of [
  ["stranger", "Nenhuma conta com este e-mail."],
  ["gone", "Esta conta está desativada. Fale com um administrador."],
  ["unverified", "O provedor da sua organização não confirmou este e-mail."],
] as const) {
  test(`a ${account} e-mail is refused on the login screen with its message`, async ({ page }) => {
    await sql`delete from user_sessions`;
    await signInThroughProvider(page, account);
    await page.waitForURL(/\/login\?error=/);
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    expect(await sessionsOf(accounts[account].email)).toEqual([]);
  });
}

test.describe("with OIDC_CREATE_USERS and OIDC_ONLY", () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await server.stop();
    server = await startServer(ports[1], {
      OIDC_CREATE_USERS: "true",
      OIDC_ONLY: "true",
      OIDC_BREAK_GLASS_EMAILS: admin.email.toUpperCase(),
    });
  });

  test("the password form is hidden behind the break-glass link; the server refuses others' passwords", async ({
    page,
    request,
  }) => {
    await page.goto(`${app}/login`);
    await expect(page.getByRole("button", { name: `Entrar com ${PROVIDER_NAME}` })).toBeVisible();
    await expect(page.getByLabel("Senha", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: /Acesso de emergência/ }).click();
    await expect(page.getByLabel("Senha", { exact: true })).toBeVisible();

    const refused = await request.post(`${server.url}/api/auth`, {
      data: { email: "ana.lima@acme.example", password: "Senha@Forte12345" },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      `O acesso com senha está desativado nesta organização: entre com ${PROVIDER_NAME}.`,
    );
    expect((await request.post(`${server.url}/api/auth`, { data: admin })).status()).toBe(200);

    // The form, through the break-glass link, refuses a non-break-glass person too.
    await page.getByLabel("E-mail").fill("ana.lima@acme.example");
    await page.getByLabel("Senha", { exact: true }).fill("Senha@Forte12345");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByText(/O acesso com senha está desativado/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("the provider-only login screen passes axe in both themes", async ({ page }) => {
    const findings: Finding[] = [];
    await auditScreen(page, `${app}/login`, findings);
    expect(findings, report(findings)).toEqual([]);
  });

  test("an unknown verified e-mail becomes an EMPLOYEE and lands on its home", async ({ page }) => {
    await signInThroughProvider(page, "stranger");
    await page.waitForURL(`${app}/collaborator/profile`);
    const [created] = await sql<{ first_name: string; last_name: string; label: string }[]>`
      select u.first_name, u.last_name, p.label from users u join profiles p on p.id = u.profile_id
      where u.email = ${accounts.stranger.email}`;
    expect(created).toEqual({ first_name: "Carla", last_name: "Nova", label: "EMPLOYEE" });
  });
});

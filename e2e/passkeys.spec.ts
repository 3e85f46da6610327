import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { toast } from "./helpers";
import {
  freePort,
  freshDatabase,
  startProductionServer,
  type ProductionServer,
} from "./production-server";

/**
 * Passkeys in Chromium through a virtual authenticator (the DevTools WebAuthn domain: CTAP2, a
 * platform authenticator with resident keys and user verification). WebAuthn wants a domain as
 * the relying party id, not an address: the spec's own production server has
 * APP_URL=http://localhost:<port> and the browser goes there.
 */
const admin = { email: "admin@passkeys.membros.dev", password: "Chave@Acesso12345" };
const PASSKEY = "Notebook de teste";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let server: ProductionServer;
let origin: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  database = await freshDatabase("membros_e2e_passkeys");
  dataDir = mkdtempSync(path.join(tmpdir(), "membros-e2e-passkeys-"));
  server = await startProductionServer(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      APP_URL: origin,
    },
    { port },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A platform authenticator that verifies the user (as biometrics would) without a prompt. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const passkeyRow = (page: Page) => page.getByRole("row").filter({ hasText: PASSKEY });

test("add a passkey in Settings, sign in with it alone, see its last use, remove it", async ({
  page,
}) => {
  const authenticator = await virtualAuthenticator(page);

  await page.goto(`${origin}/login`);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });

  await page.goto(`${origin}/admin/settings`);
  await expect(page.getByText("Nenhuma chave de acesso cadastrada.")).toBeVisible();
  await page.getByRole("button", { name: "Adicionar chave de acesso" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar chave de acesso" });
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByText("Dê um nome à chave de acesso")).toBeVisible();
  await dialog.getByLabel("Nome da chave").fill(PASSKEY);
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(toast(page, "Chave de acesso adicionada")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(passkeyRow(page)).toContainText("Nunca");
  // The authenticator holds it as a discoverable credential for this site.
  const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
    authenticatorId: authenticator.id,
  });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

  await signOut(page);
  await page.getByRole("button", { name: "Entrar com chave de acesso" }).click();
  await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });

  await page.goto(`${origin}/admin/settings`);
  await expect(passkeyRow(page)).not.toContainText("Nunca");
  await expect(passkeyRow(page).locator("time")).toHaveCount(2);

  await page.getByRole("button", { name: `Remover ${PASSKEY}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast(page, "Chave de acesso removida")).toBeVisible();
  await expect(page.getByText("Nenhuma chave de acesso cadastrada.")).toBeVisible();

  // The browser still holds the credential; the server no longer knows it.
  await signOut(page);
  await page.getByRole("button", { name: "Entrar com chave de acesso" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "não reconhecida" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("no passkey used (a closed prompt, or none on this device) says so and signs nobody in", async ({
  page,
}) => {
  // An empty authenticator: Chromium answers NotAllowedError, as it does for a closed prompt.
  await virtualAuthenticator(page);
  await page.goto(`${origin}/login`);
  await page.getByRole("button", { name: "Entrar com chave de acesso" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Nenhuma chave de acesso foi usada" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/);
});

test("when the organisation requires a second factor, a passkey added or used on /two-factor lets the admin in", async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const sql = postgres(database.url, { onnotice: () => {}, max: 1 });
  const signInWithPassword = async () => {
    await page.goto(`${origin}/login`);
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Senha", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/two-factor$/, { timeout: 30_000 });
  };
  try {
    await sql`insert into organization_settings (id, document)
      values (1, '{"twoFactorRequired":"admins"}'::jsonb)
      on conflict (id) do update set document = organization_settings.document || excluded.document`;
    await signInWithPassword();
    await expect(page.getByRole("button", { name: "Confirmar com chave de acesso" })).toHaveCount(
      0,
    );
    await page.getByRole("button", { name: "Adicionar chave de acesso" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar chave de acesso" });
    await dialog.getByLabel("Nome da chave").fill(PASSKEY);
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });

    await signOut(page);
    await signInWithPassword();
    await page.getByRole("button", { name: "Confirmar com chave de acesso" }).click();
    await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });
  } finally {
    await sql`update organization_settings set document = document - 'twoFactorRequired'`;
    await sql.end();
  }
});

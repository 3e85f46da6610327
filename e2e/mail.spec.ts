import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import ical, { type VEvent } from "node-ical";
import { startSmtp, type TestSmtp } from "../tests/support/smtp";
import { ADMIN, EMPLOYEE, pickUser, signIn, toast } from "./helpers";
import { startProductionServer, type ProductionServer } from "./production-server";

/**
 * Black-box mail checks: a second copy of the built app (its own embedded database with the demo
 * data) runs with SMTP_URL pointing at a real SMTP server started here; what it sends is read
 * by the listener, parsed with mailparser and node-ical. The main e2e server is left alone.
 */
const port = Number(process.env.E2E_PORT || 3210) + 1000;
const baseURL = `http://127.0.0.1:${port}`;
const year = new Date().getFullYear() + 1;

let smtp: TestSmtp;
let app: ProductionServer;
let dataDir: string;

test.describe.configure({ mode: "serial" });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtp();
  dataDir = mkdtempSync(path.join(tmpdir(), "membros-mail-e2e-"));
  const env = {
    REGISTRATION: "open",
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Membros <avisos@membros.dev>",
    APP_URL: baseURL,
    MAIL_POLL_MS: "300",
  };
  app = await startProductionServer({ ...env, DATABASE_URL: undefined }, { port });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const recipient = (mail: ParsedMail) =>
  mail.to && "value" in mail.to ? mail.to.value[0].address : undefined;
async function mailTo(address: string, subject: string | RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.messages.find(
          (m) =>
            recipient(m) === address &&
            (typeof subject === "string" ? m.subject === subject : subject.test(m.subject ?? "")),
        );
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function fillRegister(page: Page, email: string) {
  await page.goto("/register");
  await page.getByLabel("Nome", { exact: true }).fill("Renata");
  await page.getByLabel("Sobrenome").fill("Lima");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").pressSequentially("11987651234");
  await page.getByLabel("Data de nascimento").pressSequentially("20071991");
  await page.getByLabel("Senha", { exact: true }).fill("Renata#Lima2024");
  await page.getByRole("button", { name: "Cadastrar" }).click();
}

test("an admin creates a meeting with the collaborator in the browser; the listener receives an invite.ics that node-ical reads", async ({
  page,
}) => {
  const title = `Reunião por e-mail ${Date.now()}`;
  await signIn(page, ADMIN);
  await page.goto("/admin/meetings/new");
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Descrição").fill("Convite de ponta a ponta");
  await page.getByLabel("Link").fill("https://meet.example.com/e2e");
  await page.getByLabel("Data", { exact: true }).pressSequentially(`1006${year}`);
  await page.getByLabel("Horário").pressSequentially("1000");
  await pickUser(page, "Participantes", "carlos", "Carlos Colaborador");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, "Reunião marcada!")).toBeVisible();

  const mail = await mailTo(EMPLOYEE.email, `[Membros] Nova reunião: ${title}`);
  const attachment = mail.attachments.find((a) => a.filename === "invite.ics");
  expect(attachment, "invite.ics attached").toBeTruthy();
  const calendar = ical.sync.parseICS(attachment!.content.toString("utf8"));
  expect(String((calendar.vcalendar as { method?: string }).method)).toBe("REQUEST");
  const event = Object.values(calendar).find((c) => c?.type === "VEVENT") as VEvent;
  expect(event.summary).toBe(title);
  expect(event.uid).toMatch(/^meeting-\d+@127\.0\.0\.1$/);
  expect((event.start as { tz?: string }).tz).toBe("America/Sao_Paulo");
  // 10:00 in São Paulo (UTC−3), as typed by an admin whose browser is in that zone.
  expect(event.start.toISOString()).toBe(`${year}-06-10T13:00:00.000Z`);
  expect(event.location).toBe("https://meet.example.com/e2e");
  // The e-mail links to the meeting itself.
  expect(mail.text).toMatch(new RegExp(`${baseURL}/collaborator/meetings/\\d+`));
});

test("registration answers alike for a new and a taken e-mail; only the new one gets a link, which creates the account", async ({
  page,
}) => {
  const email = `renata.${Date.now()}@membros.dev`;
  await fillRegister(page, email);
  const notice = toast(page, /^Cadastro recebido/);
  await expect(notice).toBeVisible();
  const answerNew = await notice.innerText();
  await expect(page).toHaveURL(/\/login$/);

  await fillRegister(page, EMPLOYEE.email);
  await expect(toast(page, answerNew)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await mailTo(EMPLOYEE.email, "[Membros] Alguém tentou se cadastrar com seu e-mail");
  const confirmation = await mailTo(email, "[Membros] Confirme seu cadastro");
  const link = /https?:\/\/\S+\/register\/confirm\?token=[A-Za-z0-9._-]+/.exec(
    confirmation.text ?? "",
  )![0];

  // Not yet an account: signing in fails.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("Renata#Lima2024");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(toast(page, "Usuário ou senha inválidos")).toBeVisible();

  await page.goto(link);
  await page.getByRole("button", { name: "Confirmar cadastro" }).click();
  await expect(toast(page, "Cadastro confirmado")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email, password: "Renata#Lima2024" });
  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await expect(page.getByRole("menu").getByText("Renata Lima")).toBeVisible();

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole("button", { name: "Confirmar cadastro" }).click();
  await expect(toast(page, /inválido, expirou ou já foi usado/)).toBeVisible();
});

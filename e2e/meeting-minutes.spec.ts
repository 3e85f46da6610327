import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { audit, report, type Finding } from "./axe-audit";
import { ADMIN, EMPLOYEE, pickUser, signedInPage, toast } from "./helpers";

const year = new Date().getFullYear() + 1;

test("an admin convenes a meeting with agenda and quorum, a collaborator answers 'Vou', the admin finishes it with attendance and downloads the ata", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Assembleia ${Date.now()}`;
  const admin = await signedInPage(browser, ADMIN);
  // The new screens pass axe as they are used (dark theme, the default).
  const findings: Finding[] = [];

  // Convene: agenda of two items, quorum of 50 % of the invitees, two invitees.
  await admin.goto("/admin/meetings/new");
  await admin.getByLabel("Título", { exact: true }).fill(title);
  await admin.getByLabel("Descrição", { exact: true }).fill("Assembleia geral ordinária");
  await admin.getByLabel("Link").fill("https://meet.example.com/assembleia");
  await admin.getByLabel("Data", { exact: true }).pressSequentially(`2004${year}`);
  await admin.getByLabel("Horário").pressSequentially("1900");
  await pickUser(admin, "Participantes", "carlos colab", "Carlos Colaborador");
  await pickUser(admin, "Participantes", "jose da si", "José da Silva");
  await admin.getByRole("button", { name: "Adicionar item à pauta" }).click();
  await admin.getByLabel("Título do item 1").fill("Aprovação das contas");
  await admin.getByLabel("Descrição do item 1").fill("Balanço do exercício");
  await admin.getByRole("button", { name: "Adicionar item à pauta" }).click();
  await admin.getByLabel("Título do item 2").fill("Eleição da diretoria");
  await admin.getByRole("combobox", { name: "Quórum" }).click();
  await admin.getByRole("option", { name: "Percentual dos convidados" }).click();
  await admin.getByLabel("Percentual mínimo (%)").fill("50");
  await audit(admin, "meeting form with agenda and quorum", findings);
  await admin.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(admin, "Reunião marcada!")).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/meetings\?page=1&per_page=10$/);

  await admin.getByLabel("Título").fill(title);
  await admin.getByRole("button", { name: "Filtrar" }).click();
  const row = admin.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: "Ações" }).click();
  await admin.getByRole("menuitem", { name: "Ver reunião" }).click();
  await expect(admin.getByRole("heading", { name: title })).toBeVisible();
  const meetingUrl = admin.url();
  const id = meetingUrl.split("/").pop()!;

  // The collaborator sees the agenda and answers 'Vou'.
  const collaborator = await signedInPage(browser, EMPLOYEE);
  await collaborator.goto(`/collaborator/meetings/${id}`);
  await expect(collaborator.getByText("Aprovação das contas")).toBeVisible();
  await expect(collaborator.getByText("Balanço do exercício")).toBeVisible();
  await audit(collaborator, "collaborator meeting page", findings);
  await collaborator.getByRole("button", { name: "Vou", exact: true }).click();
  await expect(toast(collaborator, "Resposta registrada")).toBeVisible();
  await expect(collaborator.getByRole("button", { name: "Vou", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The admin sees the answer, then finishes: José absent, a guest, two outcomes.
  await admin.reload();
  await expect(admin.getByLabel("Respostas ao convite")).toContainText("Vou: 1");
  await admin.getByRole("link", { name: "Finalizar reunião" }).click();
  await expect(admin.getByRole("heading", { name: `Finalizar reunião: ${title}` })).toBeVisible();
  await expect(admin.getByRole("status").filter({ hasText: "Quórum" })).toContainText(
    "2 de 1 presentes necessários — atingido",
  );
  await admin
    .getByRole("radiogroup", { name: "Presença de José da Silva" })
    .getByRole("radio", { name: "Ausente" })
    .click();
  await expect(admin.getByRole("status").filter({ hasText: "Quórum" })).toContainText(
    "1 de 1 presentes necessários — atingido",
  );
  await audit(admin, "finish screen", findings);
  await admin.getByLabel("Convidados externos").fill("Conceição Ribeiro");
  await admin.getByLabel("1. Aprovação das contas").fill("Contas aprovadas por unanimidade");
  await admin.getByLabel("2. Eleição da diretoria").fill("Eleita a chapa única");
  await admin.getByRole("button", { name: "Finalizar reunião" }).click();
  await expect(toast(admin, "Reunião finalizada com sucesso")).toBeVisible();
  await expect(admin).toHaveURL(meetingUrl);

  // A fresh load: the success toast of the finish would sit over the page while fading out.
  await admin.reload();
  await expect(admin.getByRole("heading", { name: title })).toBeVisible();
  await audit(admin, "admin meeting page (finished)", findings);
  expect(report(findings)).toBe("");

  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Baixar ata (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ata-reuniao-${id}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path())!)));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
  for (const expected of [
    "ATA DE REUNIÃO",
    title,
    `20/04/${year} 19:00`,
    "Carlos Colaborador: Presente",
    "José da Silva: Ausente",
    "Conceição Ribeiro",
    "Quórum atingido",
    "1. Aprovação das contas",
    "Deliberação: Contas aprovadas por unanimidade",
    "2. Eleição da diretoria",
    "Deliberação: Eleita a chapa única",
  ])
    expect(text).toContain(expected);

  // The collaborator's profile lists their attendance.
  await collaborator.goto("/collaborator/profile");
  const history = collaborator.getByRole("row").filter({ hasText: title });
  await expect(history).toContainText("Presente");

  await admin.context().close();
  await collaborator.context().close();
});

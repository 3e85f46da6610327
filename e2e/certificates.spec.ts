import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { audit, report, type Finding } from "./axe-audit";
import { ADMIN, EMPLOYEE, signedInPage, toast, unstyled } from "./helpers";

/** Creates through the REST API with the page's session; answers the new record's id. */
async function created(page: Page, path: string, data: Record<string, unknown>): Promise<number> {
  const answer = await page.request.post(path, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).id;
}

test("a collaborator completes a training, downloads the certificate and anyone verifies it; an admin revokes it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const findings: Finding[] = [];
  const admin = await signedInPage(browser, ADMIN);
  const collaborator = await signedInPage(browser, EMPLOYEE);

  // The training, set up by the admin: one lesson, 2 hours, granted to the demo collaborator.
  const title = `Conformidade ${Date.now()}`;
  const training = await created(admin, "/api/training-admin", {
    title,
    description: "Treinamento obrigatório de conformidade",
    tutor: "Equipe de conformidade",
    workloadHours: 2,
  });
  const moduleId = await created(admin, "/api/training-modules-admin", {
    title: "Normas internas",
    description: "O que vale aqui",
    trainingId: training,
  });
  const submodule = await created(admin, "/api/sub-modules-admin", {
    title: "Leitura obrigatória",
    description: "Leia com atenção",
    moduleId,
  });
  const lesson = await created(admin, "/api/lessons-admin", {
    title: "Código de conduta",
    description: "O código inteiro",
    submoduleId: submodule,
    content: "https://example.com/codigo-de-conduta",
  });
  const me = (await (await collaborator.request.get("/api/collaborator/user")).json()).id;
  for (const [path, key, id] of [
    ["/api/training-admin/permissions", "trainings", training],
    ["/api/training-modules-admin/permissions", "modules", moduleId],
    ["/api/sub-modules-admin/permissions", "submodules", submodule],
  ] as const)
    expect((await admin.request.post(path, { data: { [key]: [id], users: [me] } })).status()).toBe(
      200,
    );

  // The collaborator completes the only lesson: the training page offers the certificate.
  await collaborator.goto(
    `/collaborator/trainings/${training}/modules/${moduleId}/lessons/${lesson}`,
  );
  await collaborator.getByRole("button", { name: "Marcar como concluída" }).click();
  await expect(collaborator.getByRole("button", { name: "Desmarcar conclusão" })).toBeVisible();
  await collaborator.goto(`/collaborator/trainings/${training}/modules`);
  const downloading = collaborator.waitForEvent("download");
  await collaborator.getByRole("link", { name: "Certificado", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificado-[0-9A-Z]{26}\.pdf$/);
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
  expect(text.replace(/\s+/g, " ")).toContain(title);

  // The list of certificates links to the public page.
  await collaborator.goto("/collaborator/trainings");
  const row = collaborator.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Válido");
  await audit(collaborator, "collaborator trainings with certificates", findings);
  const verifyUrl = new URL(
    (await row.getByRole("link", { name: "Verificar" }).getAttribute("href"))!,
  );

  // Anyone, without signing in, sees it is valid: for whom, which training, hours and day.
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(verifyUrl.pathname);
  await expect(page.getByRole("heading", { name: "Verificação de certificado" })).toBeVisible();
  await expect(page.getByText("Certificado válido")).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText("2 horas")).toBeVisible();
  await expect(page.getByText("colaborador@membros.dev")).toHaveCount(0);
  // The public subset of Radix styles this page (rt-CalloutText is a name Radix gives no rule).
  expect(await unstyled(page, new Set(["rt-CalloutText"]), new Set([""]))).toEqual({
    classes: [],
    accents: [],
  });
  await audit(page, "/verify (valid)", findings);

  // The admin revokes it from the training's report, behind a confirmation.
  await admin.goto(`/admin/trainings/${training}/report`);
  await expect(admin.getByRole("heading", { name: `Relatório: ${title}` })).toBeVisible();
  await audit(admin, "training report", findings);
  const person = admin.getByRole("row").filter({ hasText: "colaborador@membros.dev" });
  await person.getByRole("button", { name: /^Ações de / }).click();
  await admin.getByRole("menuitem", { name: "Revogar certificado" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Revogar" }).click();
  await expect(toast(admin, "Certificado revogado")).toBeVisible();
  await expect(person).toContainText("Revogado em");

  await page.reload();
  await expect(page.getByText("Certificado revogado")).toBeVisible();
  await audit(page, "/verify (revoked)", findings);
  await page.goto("/verify/0000000000000000000000000");
  await expect(page.getByText("Certificado não encontrado")).toBeVisible();
  await audit(page, "/verify (not found)", findings);
  expect(report(findings)).toBe("");

  await stranger.close();
  await admin.context().close();
  await collaborator.context().close();
});

import { expect, test, type Page } from "@playwright/test";
import { audit, report, type Finding } from "./axe-audit";
import { ADMIN, EMPLOYEE, pickUser, signedInPage, toast } from "./helpers";

const title = `Conformidade ${Date.now().toString(36)}`;

/** The collaborator's trainings, freshly loaded: whether `title` is among them. */
async function seesTraining(student: Page) {
  await student.goto("/collaborator/trainings");
  // The demo trainings' cards are there: the list has loaded.
  await expect(
    student.getByText(/aulas? concluídas?|Nenhuma aula disponível/).first(),
  ).toBeVisible();
  return student.getByRole("link").filter({ hasText: title }).count();
}

test("a grant with a past date hides the training at once; a new date brings it back", async ({
  browser,
}) => {
  const findings: Finding[] = [];
  const admin = await signedInPage(browser, ADMIN);
  const created = await admin.request.post("/api/training-admin", {
    data: { title, description: "Treinamento obrigatório anual", tutor: "Paula Prado" },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  // Granted with a last day already past.
  await admin.goto("/admin/permissions/training");
  await pickUser(admin, "Usuários", "carlos colab", "Carlos Colaborador");
  await admin.getByRole("button", { name: "Treinamentos", exact: true }).click();
  await admin.getByRole("textbox", { name: "Buscar…" }).fill(title);
  await admin.getByRole("checkbox", { name: title }).click();
  await admin.keyboard.press("Escape");
  await admin.getByLabel("Válido até", { exact: true }).fill("01/01/2026");
  await admin.getByRole("button", { name: "Adicionar permissões" }).click();
  await expect(toast(admin, "Permissões adicionadas!")).toBeVisible();

  const student = await signedInPage(browser, EMPLOYEE);
  expect(await seesTraining(student)).toBe(0);

  // The admin sees the ended grant and gives it a new last day.
  await admin.goto(`/admin/permissions/training?item=${id}`);
  const holders = admin.getByRole("list", { name: `Usuários com acesso a ${title}` });
  await expect(holders).toContainText("Válido até 01/01/2026");
  await expect(holders).toContainText("Expirado");
  await audit(admin, "grant screen with an ended grant", findings);
  await holders.getByRole("button", { name: "Mudar prazo de Carlos Colaborador" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Prazo do acesso" });
  await expect(dialog).toBeVisible();
  await audit(admin, "dialog of a grant's last day", findings);
  await dialog.getByLabel("Válido até", { exact: true }).fill("31/12/2030");
  await dialog.getByRole("button", { name: "Salvar prazo" }).click();
  await expect(toast(admin, "Prazo atualizado")).toBeVisible();
  await expect(holders).toContainText("Válido até 31/12/2030");
  await expect(holders).not.toContainText("Expirado");

  expect(await seesTraining(student)).toBe(1);
  expect(report(findings)).toBe("");
  await student.context().close();
  await admin.context().close();
});

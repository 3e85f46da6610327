import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../tests/support/files";
import { ADMIN, EMPLOYEE, pickUser, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);
const course = {
  training: `Oratória ${run}`,
  module: `Preparação ${run}`,
  submodule: `Roteiro ${run}`,
  lesson: `Abertura ${run}`,
};

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function createItem(
  page: Page,
  path: string,
  fields: Record<string, string>,
  select: [string, string] | null,
  success: string,
) {
  await page.goto(`${path}?page=1&per_page=10`);
  await page.getByRole("link", { name: /^Criar / }).click();
  await expect(page).toHaveURL(`${path}/new`);
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  if (select) await choose(page, ...select);
  return async () => {
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(toast(page, success)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=1&per_page=10`));
  };
}

async function grant(page: Page, path: string, itemsLabel: string, item: string) {
  await page.goto("/admin/permissions");
  // The card's name is its whole visible text (WCAG 2.5.3): its heading, then what it does.
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^${itemsLabel} `) })
    .click();
  await expect(page).toHaveURL(`/admin/permissions/${path}`);
  await pickUser(page, "Usuários", "carlos colab", "Carlos Colaborador");
  await page.getByRole("button", { name: itemsLabel, exact: true }).click();
  await page.getByRole("textbox", { name: "Buscar…" }).fill(item);
  await page.getByRole("checkbox", { name: item }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Adicionar permissões" }).click();
  await expect(toast(page, "Permissões adicionadas!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/permissions$/);
}

test("an admin builds and grants a course; the collaborator studies it and sees the progress", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ADMIN);

  // Training with a thumbnail, previewed before saving.
  const saveTraining = await createItem(
    admin,
    "/admin/trainings",
    { Título: course.training, Professor: "Paula Prado", Descrição: "Falar em público sem medo" },
    null,
    "Treinamento criado com sucesso",
  );
  await admin
    .locator('input[type="file"]')
    .setInputFiles({ name: "capa.png", mimeType: "image/png", buffer: pngBytes(64, 36) });
  await expect(admin.getByTestId("file-preview").getByRole("img")).toBeVisible();
  await saveTraining();
  const trainingRow = admin.getByRole("row").filter({ hasText: course.training });
  await expect(trainingRow).toContainText("Paula Prado");
  await expect(trainingRow.getByRole("img", { name: "capa.png" })).toHaveJSProperty(
    "naturalWidth",
    64,
  );

  await (
    await createItem(
      admin,
      "/admin/modules",
      { Título: course.module, Descrição: "Antes de subir ao palco" },
      ["Treinamento", course.training],
      "Módulo criado com sucesso",
    )
  )();
  await expect(admin.getByRole("row").filter({ hasText: course.module })).toContainText(
    course.training,
  );
  await (
    await createItem(
      admin,
      "/admin/subModules",
      { Título: course.submodule, Descrição: "Como montar o roteiro" },
      ["Módulo", course.module],
      "Submódulo criado com sucesso",
    )
  )();
  await (
    await createItem(
      admin,
      "/admin/lessons",
      {
        Título: course.lesson,
        Descrição: "Os primeiros trinta segundos",
        "Conteúdo (URL)": "https://youtu.be/dQw4w9WgXcQ",
      },
      ["Submódulo", course.submodule],
      "Aula criado com sucesso",
    )
  )();
  await expect(admin.getByRole("row").filter({ hasText: course.lesson })).toContainText(
    course.submodule,
  );

  await grant(admin, "training", "Treinamentos", course.training);
  await grant(admin, "modules", "Módulos", course.module);
  await grant(admin, "submodules", "Submódulos", course.submodule);

  // Who holds the training now.
  await admin.goto("/admin/permissions/training");
  await choose(admin, "Treinamento", course.training);
  await expect(
    admin.getByRole("list", { name: `Usuários com acesso a ${course.training}` }),
  ).toContainText("Carlos Colaborador");
  await admin.context().close();

  const student = await signedInPage(browser, EMPLOYEE);
  await student.goto("/collaborator/trainings");
  const trainingCard = student.getByRole("link").filter({ hasText: course.training });
  await expect(trainingCard.locator("img")).toHaveJSProperty("naturalWidth", 64);
  await expect(trainingCard).toContainText("0 de 1 aula concluída (0%)");
  await trainingCard.click();
  await expect(student).toHaveURL(/\/collaborator\/trainings\/\d+\/modules$/);
  await expect(student.getByRole("heading", { level: 1, name: course.training })).toBeVisible();
  await student.getByRole("link").filter({ hasText: course.module }).click();
  await expect(student).toHaveURL(/\/modules\/\d+\/submodules$/);
  await expect(student.getByRole("region", { name: course.submodule })).toBeVisible();
  await student.getByRole("link", { name: course.lesson }).click();

  await expect(student.getByRole("heading", { level: 1, name: course.lesson })).toBeVisible();
  await expect(student.locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  );
  await student.getByRole("button", { name: "Marcar como concluída" }).click();
  await expect(toast(student, "Aula concluída!")).toBeVisible();
  await expect(student.getByText("Concluída", { exact: true })).toBeVisible();
  await expect(student.getByRole("button", { name: "Desmarcar conclusão" })).toBeVisible();

  await student
    .getByRole("navigation", { name: "Trilha" })
    .getByRole("link", { name: course.module })
    .click();
  await expect(student.getByTestId("progress").first()).toContainText(
    "1 de 1 aula concluída (100%)",
  );
  await student.goto("/collaborator/trainings");
  await expect(student.getByRole("link").filter({ hasText: course.training })).toContainText(
    "1 de 1 aula concluída (100%)",
  );
  await student.context().close();
});

import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signedInPage, toast } from "./helpers";

const LIST = "/admin/user?page=1&per_page=10";

async function fillPerson(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
) {
  await page.getByLabel("Nome", { exact: true }).fill(person.firstName);
  await page.getByLabel("Sobrenome").fill(person.lastName);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Telefone").pressSequentially("11987654321");
  await page.getByLabel("CPF/CNPJ").pressSequentially("52998224725");
  await page.getByLabel("Data de nascimento").pressSequentially("15031990");
}

test.describe("admin users", () => {
  test("create, filter, edit and delete a user", async ({ browser }) => {
    const page = await signedInPage(browser, ADMIN);
    const email = `lucia.${Date.now()}@membros.dev`;

    await page.goto(LIST);
    await expect(page.getByRole("heading", { name: "Usuários" })).toBeVisible();
    await page.getByRole("link", { name: "Criar usuário" }).click();
    await expect(page.getByRole("heading", { name: "Novo usuário" })).toBeVisible();

    // Every §5 rule answers in Portuguese before anything is sent.
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(page.getByText("O nome é obrigatório")).toBeVisible();
    await expect(page.getByText("O telefone é obrigatório")).toBeVisible();
    await expect(page.getByText("A data de nascimento é obrigatória")).toBeVisible();
    await expect(page.getByText("O perfil é obrigatório")).toBeVisible();

    await fillPerson(page, { firstName: "Lúcia", lastName: "Ferreira", email });
    await expect(page.getByLabel("Telefone")).toHaveValue("(11) 98765-4321");
    await expect(page.getByLabel("CPF/CNPJ")).toHaveValue("529.982.247-25");
    await page.getByLabel("Perfil").click();
    await page.getByRole("option", { name: "Colaborador" }).click();
    await page.getByLabel("Senha", { exact: true }).fill("curta");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(page.getByText("A senha deve ter pelo menos 8 caracteres")).toBeVisible();
    await page.getByLabel("Senha", { exact: true }).fill("SenhaForte@1");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(toast(page, "Usuário criado com sucesso")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/user\?page=1&per_page=10$/);

    // Filter by name without the accent.
    await page.getByLabel("Nome", { exact: true }).fill("lucia ferreira");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/page=1&per_page=10&name=lucia\+ferreira/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText("(11) 98765-4321");
    await expect(row).toContainText("***.982.247-**");
    await expect(row).toContainText("15/03/1990");
    await expect(page.getByRole("row")).toHaveCount(2);

    // The placeholders are there and disabled; edit goes to the edit screen without a password
    // field.
    await row.getByRole("button", { name: "Ações" }).click();
    await expect(
      page.getByRole("menuitem", { name: "Enviar mensagem no WhatsApp" }),
    ).toHaveAttribute("data-disabled", "");
    await expect(page.getByRole("menuitem", { name: "Enviar notificação" })).toHaveAttribute(
      "data-disabled",
      "",
    );
    await page.getByRole("menuitem", { name: "Editar usuário" }).click();
    await expect(page.getByRole("heading", { name: "Editar usuário" })).toBeVisible();
    await expect(page.getByLabel("Senha", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Telefone")).toHaveValue("(11) 98765-4321");
    await page.getByLabel("Sobrenome").fill("Ferreira Lima");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Usuário editado com sucesso")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/user\?page=1&per_page=10$/);

    // Delete, behind the confirmation dialog.
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Filtrar" }).click();
    const edited = page.getByRole("row").filter({ hasText: "Lúcia Ferreira Lima" });
    await expect(edited).toBeVisible();
    await edited.getByRole("button", { name: "Ações" }).click();
    await page.getByRole("menuitem", { name: "Deletar usuário" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Você tem certeza?")).toBeVisible();
    await expect(
      dialog.getByText(
        "Essa ação não pode ser desfeita. Você tem certeza que deseja deletar esse usuário?",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page, "Usuário deletado com sucesso")).toBeVisible();
    await expect(page.getByText("Nenhum usuário encontrado")).toBeVisible();
    await page.context().close();
  });

  test("filters, page size and page survive a reload; 'Limpar filtros' keeps the paging", async ({
    browser,
  }) => {
    const page = await signedInPage(browser, ADMIN);
    await page.goto("/admin/user");
    await expect(page).toHaveURL(/\/admin\/user\?page=1&per_page=10$/);
    await expect(page.getByText(/^0 of 10 row\(s\) selected\.$/)).toBeVisible();

    await page.getByLabel("Rows per page").click();
    await page.getByRole("option", { name: "1", exact: true }).click();
    await expect(page).toHaveURL(/page=1&per_page=1$/);
    await page.getByRole("button", { name: "Próxima página" }).click();
    await expect(page).toHaveURL(/page=2&per_page=1$/);
    await expect(page.getByTestId("page-indicator")).toHaveText(/^Page 2 of \d+$/);

    // Filtering returns to page 1 and keeps the page size.
    await page.getByLabel("E-mail").fill("membros.dev");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/page=1&per_page=1&email=membros\.dev$/);
    await page.getByRole("button", { name: "Próxima página" }).click();
    await expect(page).toHaveURL(/page=2&per_page=1&email=membros\.dev$/);
    const firstRowText = await page.getByRole("row").nth(1).innerText();

    await page.reload();
    await expect(page.getByLabel("E-mail")).toHaveValue("membros.dev");
    await expect(page.getByTestId("page-indicator")).toHaveText(/^Page 2 of \d+$/);
    expect(await page.getByRole("row").nth(1).innerText()).toBe(firstRowText);

    // Sorting is in the URL too.
    await page.getByRole("button", { name: "E-mail" }).click();
    await expect(page).toHaveURL(/sort=email&order=asc/);

    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(/\/admin\/user\?page=1&per_page=1&sort=email&order=asc$/);
    await expect(page.getByLabel("E-mail")).toHaveValue("");

    // Back restores the filtered list.
    await page.goBack();
    await expect(page.getByLabel("E-mail")).toHaveValue("membros.dev");
    await page.context().close();
  });
});

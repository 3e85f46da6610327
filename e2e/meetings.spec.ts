import { expect, test, type Page } from "@playwright/test";
import { ADMIN, pickUser, signedInPage, toast } from "./helpers";

const LIST = "/admin/meetings?page=1&per_page=10";
const year = new Date().getFullYear() + 1;

/**
 * Types a part of the name, in lower case and without accents ('jose da si' for 'José da Silva').
 */
const pickAttendee = (page: Page, name: string) =>
  pickUser(
    page,
    "Participantes",
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .slice(0, -3),
    name,
  );

test.describe("admin meetings", () => {
  test("create with two attendees, edit, finish, and cancel another after confirmation", async ({
    browser,
  }) => {
    const page = await signedInPage(browser, ADMIN);
    const title = `Retrospectiva ${Date.now()}`;

    await page.goto(LIST);
    await expect(page.getByRole("heading", { name: "Reuniões" })).toBeVisible();
    await page.getByRole("link", { name: "Criar reunião" }).click();
    await expect(page.getByRole("heading", { name: "Nova reunião" })).toBeVisible();

    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(page.getByText("Título deve ter no mínimo 3 caracteres")).toBeVisible();
    await expect(page.getByText("A descrição deve ter no mínimo 3 caracteres")).toBeVisible();
    await expect(page.getByText("Link deve ser uma URL válida")).toBeVisible();

    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Descrição").fill("Como foi o trimestre");
    await page.getByLabel("Link").fill("https://meet.example.com/retro");
    await page.getByLabel("Data", { exact: true }).pressSequentially(`1503${year}`);
    await page.getByLabel("Horário").pressSequentially("1430");
    await expect(page.getByLabel("Horário")).toHaveValue("14:30");
    await pickAttendee(page, "Carlos Colaborador");
    await pickAttendee(page, "José da Silva");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Carlos Colaborador" }),
    ).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "José da Silva" })).toBeVisible();
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(toast(page, "Reunião marcada!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/meetings\?page=1&per_page=10$/);

    await page.getByLabel("Título").fill(title);
    await page.getByRole("button", { name: "Filtrar" }).click();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText(`15/03/${year} 14:30`);
    await expect(row).toContainText("Pendente");
    await expect(row.getByRole("link", { name: "https://meet.example.com/retro" })).toHaveAttribute(
      "target",
      "_blank",
    );

    // Edit: the form comes back with the attendees, day and time.
    await row.getByRole("button", { name: "Ações" }).click();
    await page.getByRole("menuitem", { name: "Editar reunião" }).click();
    await expect(page.getByRole("heading", { name: "Editar reunião" })).toBeVisible();
    await expect(page.getByLabel("Horário")).toHaveValue("14:30");
    await expect(page.getByRole("listitem").filter({ hasText: "José da Silva" })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Carlos Colaborador" }),
    ).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Participantes: selecionados" }).getByRole("listitem"),
    ).toHaveCount(2);
    await page.getByLabel("Horário").fill("");
    await page.getByLabel("Horário").pressSequentially("0915");
    await page.getByLabel("Descrição").fill("Pauta revista");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Reunião editada com sucesso")).toBeVisible();

    await page.getByLabel("Título").fill(title);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(row).toContainText(`15/03/${year} 09:15`);
    await expect(row).toContainText("Pauta revista");

    await row.getByRole("button", { name: "Ações" }).click();
    await page.getByRole("menuitem", { name: "Finalizar reunião" }).click();
    // The meeting is next year: finishing it asks first; 'Cancelar' (or Esc) leaves it pending.
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText(`Essa reunião ainda não aconteceu (15/03/${year} 09:15)`);
    await page.keyboard.press("Escape");
    await expect(ask).toBeHidden();
    await expect(row.getByRole("button", { name: "Ações" })).toBeFocused();
    await expect(row).toContainText("Pendente");
    await row.getByRole("button", { name: "Ações" }).click();
    await page.getByRole("menuitem", { name: "Finalizar reunião" }).click();
    await ask.getByRole("button", { name: "Finalizar reunião" }).click();
    await expect(toast(page, "Reunião finalizada com sucesso")).toBeVisible();
    await expect(row).toContainText("Realizada");
    await row.getByRole("button", { name: "Ações" }).click();
    await expect(page.getByRole("menuitem", { name: "Cancelar reunião" })).toHaveAttribute(
      "data-disabled",
      "",
    );
    await page.keyboard.press("Escape");

    // A second meeting, cancelled after the confirmation of §8.
    const other = `Cancelável ${Date.now()}`;
    await page.goto("/admin/meetings/new");
    await page.getByLabel("Título").fill(other);
    await page.getByLabel("Descrição").fill("Será cancelada");
    await page.getByLabel("Link").fill("https://meet.example.com/x");
    await page.getByLabel("Data", { exact: true }).pressSequentially(`0104${year}`);
    await pickAttendee(page, "Carlos Colaborador");
    await pickAttendee(page, "Maria Conceição");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(toast(page, "Reunião marcada!")).toBeVisible();
    await page.getByLabel("Título").fill(other);
    await page.getByRole("button", { name: "Filtrar" }).click();
    const second = page.getByRole("row").filter({ hasText: other });
    await second.getByRole("button", { name: "Ações" }).click();
    await page.getByRole("menuitem", { name: "Cancelar reunião" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Você tem certeza?")).toBeVisible();
    await expect(
      dialog.getByText(
        "Essa ação não pode ser desfeita. Você tem certeza que deseja cancelar essa reunião?",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar reunião" }).click();
    await expect(toast(page, "Reunião cancelada com sucesso")).toBeVisible();
    await expect(second).toContainText("Cancelada");

    // The status filter, kept across a reload.
    await page.getByLabel("Status").click();
    await page.getByRole("option", { name: "Cancelada" }).click();
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/status=CANCELED/);
    await page.reload();
    await expect(second).toContainText("Cancelada");
    await expect(page.getByLabel("Status")).toHaveText("Cancelada");
    await page.context().close();
  });
});

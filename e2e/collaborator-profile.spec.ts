import { expect, test } from "@playwright/test";
import { ADMIN, EMPLOYEE, pickUser, signedInPage, toast } from "./helpers";

test.describe("collaborator", () => {
  test("edits their own profile (read-only until 'Editar') and cannot change the profile", async ({
    browser,
  }) => {
    const page = await signedInPage(browser, EMPLOYEE);
    await page.goto("/collaborator/profile");
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
    const firstName = page.getByLabel("Nome", { exact: true });
    await expect(firstName).toHaveValue("Carlos");
    await expect(firstName).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Perfil", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("own-profile")).toHaveText("Colaborador");

    await page.getByRole("button", { name: "Editar" }).click();
    await expect(firstName).not.toHaveAttribute("readonly", "");
    await page.getByLabel("Sobrenome").fill("Co");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("O sobrenome deve ter pelo menos 3 caracteres")).toBeVisible();
    // An e-mail already taken by someone else.
    // (The name stays: other specs look for 'Carlos Colaborador'.)
    await page.getByLabel("Sobrenome").fill("Colaborador");
    await page.getByLabel("Instagram").fill("@carlos.novo");
    await page.getByLabel("E-mail").fill("ADMIN@membros.dev");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Este e-mail já está cadastrado").first()).toBeVisible();
    await page.getByLabel("E-mail").fill(EMPLOYEE.email);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Perfil editado com sucesso")).toBeVisible();
    await expect(page.getByRole("button", { name: "Editar" })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Instagram")).toHaveValue("@carlos.novo");
    await expect(page.getByLabel("Instagram")).toHaveAttribute("readonly", "");
    await page.context().close();
  });

  test("sees the meetings they are assigned to, and only those", async ({ browser }) => {
    // The admin schedules one meeting with the collaborator and one without.
    const admin = await signedInPage(browser, ADMIN);
    const mine = `Reunião do Carlos ${Date.now()}`;
    const notMine = `Reunião sem o Carlos ${Date.now()}`;
    for (const [title, attendee] of [
      [mine, "Carlos Colaborador"],
      [notMine, "Maria Conceição"],
    ]) {
      await admin.goto("/admin/meetings/new");
      await admin.getByLabel("Título").fill(title);
      await admin.getByLabel("Descrição").fill("Conversa individual");
      await admin.getByLabel("Link").fill("https://meet.example.com/1on1");
      await admin
        .getByLabel("Data", { exact: true })
        .pressSequentially(`2005${new Date().getFullYear() + 1}`);
      await pickUser(admin, "Participantes", attendee, attendee);
      await admin.getByRole("button", { name: "Cadastrar" }).click();
      await expect(toast(admin, "Reunião marcada!")).toBeVisible();
    }
    await admin.context().close();

    const page = await signedInPage(browser, EMPLOYEE);
    await page.goto("/collaborator/meetings");
    await expect(page).toHaveURL(/\/collaborator\/meetings\?page=1&per_page=10$/);
    await expect(page.getByRole("heading", { name: "Reuniões" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: mine })).toContainText("Pendente");
    await expect(page.getByRole("row").filter({ hasText: notMine })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Ações", exact: true })).toHaveCount(0);
    await page.context().close();
  });
});

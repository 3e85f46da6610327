import { expect, test } from "@playwright/test";
import { ADMIN, EMPLOYEE, signIn, signedInPage, toast } from "./helpers";

test.describe("login screen", () => {
  test("shows the form of spec §2 and validates it", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Login | Membros");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Registrar" })).toBeVisible();
    await expect(page.locator('img[src*="auth-illustration"]')).toBeVisible();

    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByText("O e-mail é obrigatório")).toBeVisible();
    await expect(page.getByText("A senha deve ter 6 caracteres")).toBeVisible();

    await page.getByLabel("E-mail").fill("nao-e-email");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();
  });

  test("the eye button shows and hides the password", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Senha", { exact: true });
    await password.fill("segredo123");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Mostrar senha" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Ocultar senha" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a wrong password shows the toast and keeps the user on /login", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Senha", { exact: true }).fill("SenhaErrada1");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(toast(page, "Usuário ou senha inválidos")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a profile without an area (EXPERT) gets 'Perfil não encontrado' and no session", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("patricia.rocha@membros.dev");
    await page.getByLabel("Senha", { exact: true }).fill("Membros@2026");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(toast(page, "Perfil não encontrado")).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("while submitting both buttons are disabled and the submit reads 'Carregando'", async ({
    page,
  }) => {
    await page.goto("/login");
    // Hold the server action's request back so the submitting state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/login", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Senha", { exact: true }).fill("SenhaErrada2");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("button", { name: "Carregando" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Registrar" })).toBeDisabled();
    release();
    await expect(toast(page, "Usuário ou senha inválidos")).toBeVisible();
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
  });
});

test.describe("sign-in and access", () => {
  test("the admin lands on /admin/home", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByRole("heading", { name: "Administrador" })).toBeVisible();
    // A signed-in admin who opens /login is sent home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin\/home$/);
  });

  test("the employee lands on /collaborator/profile", async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page.getByRole("heading", { name: "Colaborador" })).toBeVisible();
  });

  test("a signed-out visit to /admin/home lands on /login", async ({ page }) => {
    await page.goto("/admin/home");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/collaborator/profile");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an employee visiting the admin area is sent to their own home", async ({ browser }) => {
    const page = await signedInPage(browser, EMPLOYEE);
    await page.goto("/admin/home");
    await expect(page).toHaveURL(/\/collaborator\/profile$/);
    await page.goto("/admin/user?page=1&per_page=10");
    await expect(page).toHaveURL(/\/collaborator\/profile$/);
    await page.context().close();
  });

  test("an admin visiting the collaborator area is sent to their own home", async ({ browser }) => {
    const page = await signedInPage(browser, ADMIN);
    await page.goto("/collaborator/payments");
    await expect(page).toHaveURL(/\/admin\/home$/);
    await page.context().close();
  });
});

test.describe("register", () => {
  test("validates with the user form's rules", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Registrar" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page).toHaveTitle("Registrar | Membros");
    await page.getByLabel("Data de nascimento").pressSequentially("01012020");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(page.getByText("O nome é obrigatório")).toBeVisible();
    await expect(page.getByText("O sobrenome é obrigatório")).toBeVisible();
    await expect(page.getByText("E-mail inválido")).toBeVisible();
    await expect(page.getByText("O telefone é obrigatório")).toBeVisible();
    await expect(page.getByText("É preciso ter pelo menos 18 anos")).toBeVisible();
    await expect(page.getByText("A senha deve ter pelo menos 8 caracteres")).toBeVisible();
  });

  test("a filled form answers the neutral notice and signs nobody in: the account waits for the e-mailed link", async ({
    page,
  }) => {
    const email = `nova.colaboradora.${Date.now()}@membros.dev`;
    await page.goto("/register");
    await page.getByLabel("Nome", { exact: true }).fill("Joana");
    await page.getByLabel("Sobrenome").fill("Pereira");
    await page.getByLabel("E-mail").fill(email);
    const phone = page.getByLabel("Telefone");
    await phone.pressSequentially("11987654321");
    await expect(phone).toHaveValue("(11) 98765-4321");
    const document = page.getByLabel("CPF/CNPJ");
    await document.pressSequentially("52998224725");
    await expect(document).toHaveValue("529.982.247-25");

    // The calendar offers no day less than 18 years ago; typing works too.
    await page.getByRole("button", { name: "Abrir calendário" }).click();
    await expect(page.getByRole("grid")).toBeVisible();
    await page.keyboard.press("Escape");
    // Closing gives focus back to the calendar's button once the popover is gone; typing before
    // that lost the keystrokes to the button on a busy machine.
    await expect(page.getByRole("grid")).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir calendário" })).toBeFocused();
    const birthDate = page.getByLabel("Data de nascimento");
    await birthDate.pressSequentially("15051990");
    await expect(birthDate).toHaveValue("15/05/1990");

    await page.getByLabel("Instagram").fill("@joana");
    await page.getByLabel("Chave PIX").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("Joana@2024");
    await page.getByRole("button", { name: "Cadastrar" }).click();

    // The same notice as for a taken e-mail (next test); e2e/mail.spec.ts follows the link.
    await expect(toast(page, /^Cadastro recebido/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("Joana@2024");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(toast(page, "Usuário ou senha inválidos")).toBeVisible();
  });

  test("an e-mail already registered gets a neutral notice, never 'already registered'", async ({
    page,
  }) => {
    await page.goto("/register");
    await page.getByLabel("Nome", { exact: true }).fill("Outra");
    await page.getByLabel("Sobrenome").fill("Pessoa");
    await page.getByLabel("E-mail").fill(EMPLOYEE.email);
    await page.getByLabel("Telefone").pressSequentially("11912345678");
    await page.getByLabel("Data de nascimento").pressSequentially("01021985");
    await page.getByLabel("Senha", { exact: true }).fill("Outra@2024");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(toast(page, /^Cadastro recebido/)).toBeVisible();
    await expect(page.getByText("Este e-mail já está cadastrado")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
});

// A tap before the page's JavaScript has run, as a browser without JavaScript does it
// (decision 0090).
test.describe("forms posted before their JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form still signs in, and a failure is shown in the form; the password never reaches a URL", async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Senha", { exact: true }).fill("SenhaErrada3");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Usuário ou senha inválidos" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("E-mail").fill("nao-e-email");
    await page.getByLabel("Senha", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();

    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Senha", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/home/, { timeout: 30_000 });
    expect(urls.filter((url) => /senha|password|Senha/i.test(new URL(url).search))).toEqual([]);
  });

  test("the register form posts: its password never reaches a URL", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Senha", { exact: true }).fill("SegredoNoUrl9!");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain("SegredoNoUrl9");
    await expect(page).toHaveURL(/\/register$/);
  });
});

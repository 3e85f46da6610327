import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { audit, report, type Finding } from "./axe-audit";
import { ADMIN, EMPLOYEE, signedInPage, toast } from "./helpers";

const run = Date.now().toString(36);
const names = {
  training: `Conformidade ${run}`,
  first: `Código de conduta ${run}`,
  second: `Avaliação ${run}`,
  quiz: `Prova de conduta ${run}`,
};

/** A Bearer header for `who`, from `POST /api/auth`. */
async function bearer(request: APIRequestContext, who: typeof ADMIN) {
  const signIn = await request.post("/api/auth", { data: who });
  expect(signIn.status()).toBe(200);
  return { authorization: `Bearer ${(await signIn.json()).token}` };
}

async function created(request: APIRequestContext, path: string, headers: object, data: object) {
  const answer = await request.post(path, { headers: headers as Record<string, string>, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).id as number;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a collaborator fails a quiz, passes it at the second attempt, completes the training and verifies the certificate", async ({
  browser,
  request,
}) => {
  // A whole journey through two people's screens, with two axe audits.
  test.setTimeout(300_000);
  const findings: Finding[] = [];
  // The course around the quiz, through the REST API: module 1 (one lesson) and module 2.
  const admin = await bearer(request, ADMIN);
  const training = await created(request, "/api/training-admin", admin, {
    title: names.training,
    description: "Treinamento obrigatório",
    tutor: "Paula Prado",
  });
  const moduleIds: number[] = [];
  const submoduleIds: number[] = [];
  for (const title of [names.first, names.second]) {
    const moduleId = await created(request, "/api/training-modules-admin", admin, {
      title,
      description: "Descrição",
      trainingId: training,
    });
    moduleIds.push(moduleId);
    submoduleIds.push(
      await created(request, "/api/sub-modules-admin", admin, {
        title: `Parte de ${title}`,
        description: "Descrição",
        moduleId,
      }),
    );
  }
  await created(request, "/api/lessons-admin", admin, {
    title: `Leitura ${run}`,
    description: "Leia o código de conduta",
    submoduleId: submoduleIds[0],
    content: "https://example.com/codigo-de-conduta",
  });
  const employee = await bearer(request, EMPLOYEE);
  const me = await (await request.get("/api/collaborator/user", { headers: employee })).json();
  const users = [me.id ?? me.user?.id];
  for (const [path, key, items] of [
    ["/api/training-admin/permissions", "trainings", [training]],
    ["/api/training-modules-admin/permissions", "modules", moduleIds],
    ["/api/sub-modules-admin/permissions", "submodules", submoduleIds],
  ] as const) {
    const granted = await request.post(path, { headers: admin, data: { [key]: items, users } });
    expect(granted.status()).toBe(200);
  }

  // The admin puts module 2 "em ordem" and writes the quiz in its form.
  const page = await signedInPage(browser, ADMIN);
  await page.goto(`/admin/modules/${moduleIds[1]}/e`);
  await page.getByRole("checkbox", { name: "Em ordem (requer o módulo anterior)" }).click();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Módulo editado com sucesso")).toBeVisible();

  await page.goto("/admin/lessons/new");
  await page.getByLabel("Título", { exact: true }).fill(names.quiz);
  await page.getByLabel("Descrição", { exact: true }).fill("Acerte tudo para concluir");
  await choose(page, "Submódulo", `Parte de ${names.second}`);
  await page.getByRole("radio", { name: "Questionário" }).click();
  await expect(page.getByLabel("Conteúdo (URL)")).toHaveCount(0);
  await page.getByLabel("Nota mínima para aprovação (%)").fill("100");
  await page.getByLabel("Máximo de tentativas").fill("3");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByText("Inclua pelo menos uma pergunta")).toBeVisible();
  await page.getByRole("button", { name: "Adicionar pergunta" }).click();
  await page.getByRole("button", { name: "Adicionar pergunta" }).click();
  await page.getByLabel("Texto da pergunta 1").fill("Posso aceitar presentes de fornecedores?");
  await page.getByLabel("Opção 1 da pergunta 1", { exact: true }).fill("Não, nunca");
  await page.getByLabel("Opção 2 da pergunta 1", { exact: true }).fill("Sim, qualquer um");
  await page.getByRole("checkbox", { name: "Certa (opção 1 da pergunta 1)" }).click();
  await page.getByLabel("Texto da pergunta 2").fill("O que se comunica ao comitê de ética?");
  await page.getByRole("button", { name: "Adicionar opção" }).nth(1).click();
  await page.getByLabel("Opção 1 da pergunta 2", { exact: true }).fill("Conflitos de interesse");
  await page.getByLabel("Opção 2 da pergunta 2", { exact: true }).fill("O cardápio do almoço");
  await page.getByLabel("Opção 3 da pergunta 2", { exact: true }).fill("Suspeitas de fraude");
  await page.getByRole("checkbox", { name: "Certa (opção 1 da pergunta 2)" }).click();
  await page.getByRole("checkbox", { name: "Certa (opção 3 da pergunta 2)" }).click();
  await audit(page, "formulário de questionário", findings);
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, "Aula criado com sucesso")).toBeVisible();
  await page.context().close();

  // The collaborator: module 2 is locked until module 1 is done.
  const student = await signedInPage(browser, EMPLOYEE);
  await student.goto(`/collaborator/trainings/${training}/modules`);
  const locked = student.getByRole("region", { name: names.second });
  await expect(locked).toContainText(`Conclua «${names.first}» para desbloquear`);
  await expect(locked.getByRole("link")).toHaveCount(0);
  await student.goto(`/collaborator/trainings/${training}/modules/${moduleIds[1]}/submodules`);
  await expect(student.getByTestId("load-error")).toContainText(
    `Conclua «${names.first}» para desbloquear`,
  );

  await student.goto(`/collaborator/trainings/${training}/modules`);
  await student.getByRole("link").filter({ hasText: names.first }).click();
  await student.getByRole("link", { name: `Leitura ${run}` }).click();
  await student.getByRole("button", { name: "Marcar como concluída" }).click();
  await expect(toast(student, "Aula concluída!")).toBeVisible();

  await student.goto(`/collaborator/trainings/${training}/modules`);
  await student.getByRole("link").filter({ hasText: names.second }).click();
  await student.getByRole("link", { name: names.quiz }).click();
  await expect(student.getByRole("heading", { level: 1, name: names.quiz })).toBeVisible();
  // The page's HTML carries the questions but never which options are right.
  const html = await (await student.request.get(student.url())).text();
  expect(html).toContain("Conflitos de interesse");
  expect(html).not.toMatch(/"correct"|\\"correct\\"/);
  await expect(student.getByRole("button", { name: "Marcar como concluída" })).toHaveCount(0);
  await audit(student, "questionário do colaborador", findings);

  // First attempt: the second question half right → 50%.
  await student.getByRole("radio", { name: "Não, nunca" }).click();
  await student.getByRole("checkbox", { name: "Conflitos de interesse" }).click();
  await student.getByRole("button", { name: "Enviar respostas" }).click();
  await expect(student.getByTestId("quiz-result")).toContainText("Você fez 50%");
  await expect(student.getByText("Você errou")).toBeVisible();
  await expect(student.getByRole("table")).toContainText("50%");

  // Second attempt: every right option → 100%, the lesson is completed.
  await student.getByRole("checkbox", { name: "Suspeitas de fraude" }).click();
  await student.getByRole("button", { name: "Enviar respostas" }).click();
  await expect(student.getByTestId("quiz-result")).toContainText("Aprovado! Você fez 100%");
  await expect(student.getByText("Concluída", { exact: true })).toBeVisible();
  await expect(student.getByText("Você já foi aprovado neste questionário.")).toBeVisible();
  await expect(student.getByRole("table").getByRole("row")).toHaveCount(3);

  // The whole training is completed: its certificate, verified from its link.
  await student.goto(`/collaborator/trainings/${training}/modules`);
  await expect(student.getByRole("link", { name: "Certificado" })).toBeVisible();
  await student.goto("/collaborator/trainings");
  await expect(
    student.getByRole("link").filter({ hasText: names.training }).getByTestId("progress"),
  ).toContainText("2 de 2 aulas concluídas (100%)");
  const certificate = student.getByRole("row").filter({ hasText: names.training });
  const [verification] = await Promise.all([
    student.waitForEvent("popup"),
    certificate.getByRole("link", { name: "Verificar" }).click(),
  ]);
  await expect(verification).toHaveURL(/\/verify\/[\w-]+$/);
  await expect(verification.getByText("Certificado válido")).toBeVisible();
  await expect(verification.getByText(names.training)).toBeVisible();
  await expect(verification.getByText("Carlos Colaborador")).toBeVisible();
  await student.context().close();

  // The admin sees the attempts under the quiz's form.
  const results = await request.get(`/api/lessons-admin?title=${names.quiz}`, { headers: admin });
  const quizId = (await results.json()).data[0].id;
  const admin2 = await signedInPage(browser, ADMIN);
  await admin2.goto(`/admin/lessons/${quizId}/e`);
  const table = admin2.getByRole("region", { name: "Resultados do questionário" });
  await expect(table).toContainText("Carlos Colaborador");
  await expect(table).toContainText("100%");
  await expect(table).toContainText("Aprovado");
  await admin2.context().close();
  expect(report(findings)).toBe("");
});

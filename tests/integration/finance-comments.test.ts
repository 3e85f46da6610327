import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { financeItems } from "@/lib/services/finance";
import { ownDataExport } from "@/lib/services/data-export";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { COMMENT_EDIT_EXPIRED, COMMENT_NOT_YOURS } from "@/lib/validation/finance-review";
import { call, createUser, type TestUser } from "../support/factory";
import { validBody } from "../support/finance";
import { mailTo, noticesOf, REVIEW_API } from "../support/finance-review";
import { mailServerForFile } from "../support/smtp";

const mail = mailServerForFile();

let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let second: TestUser;
beforeAll(async () => {
  owner = await createUser("EMPLOYEE");
  stranger = await createUser("EMPLOYEE");
  admin = await createUser("ADMIN");
  second = await createUser("ADMIN");
});
afterEach(() => {
  vi.useRealTimers();
});

const newItem = async (kind: FinanceKind) =>
  (await financeItems(kind).collaborator.create(owner.actor, await validBody(kind))).id;

/** The thread's routes of one kind, as `who` calls them. */
function thread(kind: FinanceKind, audience: "admin" | "collaborator", id: number) {
  const api = REVIEW_API[kind][audience];
  const params = { id: String(id) };
  return {
    list: (who: TestUser) => call(api.comments.GET, { token: who.token, params }),
    post: (who: TestUser, body: unknown) =>
      call(api.comments.POST, { method: "POST", token: who.token, params, body }),
    edit: (who: TestUser, commentId: number, body: unknown) =>
      call(api.comment.PATCH, {
        method: "PATCH",
        token: who.token,
        params: { ...params, commentId: String(commentId) },
        body,
      }),
  };
}

describe.each(FINANCE_KINDS)("%s: the comment thread", (kind) => {
  it("is shared by the owner and the admins, each comment telling the other side", async () => {
    const id = await newItem(kind);
    const mine = thread(kind, "collaborator", id);
    const theirs = thread(kind, "admin", id);
    const asked = await mine.post(owner, { body: "  Posso mandar a nota amanhã?  " });
    expect(asked.status).toBe(201);
    expect(asked.body.comment).toMatchObject({
      body: "Posso mandar a nota amanhã?",
      fromOwner: true,
      editable: true,
      user: { id: owner.id, fullName: owner.actor.fullName },
    });
    for (const person of [admin, second]) {
      const [notice] = await noticesOf(person.id, `${kind}.commented`);
      expect(notice.body).toContain("Posso mandar a nota amanhã?");
      expect(notice.href).toBe(`/admin/${FINANCE[kind].segment}/${id}`);
    }
    expect(await noticesOf(owner.id, `${kind}.commented`)).toEqual([]);
    const answered = await theirs.post(admin, { body: "Pode, sim." });
    expect(answered.body.comment).toMatchObject({ fromOwner: false, editable: true });
    const [toOwner] = await noticesOf(owner.id, `${kind}.commented`);
    expect(toOwner.href).toBe(`/collaborator/${FINANCE[kind].segment}/${id}`);
    expect((await noticesOf(second.id, `${kind}.commented`)).length).toBe(1);

    const seenByOwner = await mine.list(owner);
    expect(seenByOwner.status).toBe(200);
    expect(seenByOwner.body.data.map((c: { body: string }) => c.body)).toEqual([
      "Posso mandar a nota amanhã?",
      "Pode, sim.",
    ]);
    // Only the viewer's own comments are editable for them.
    expect(seenByOwner.body.data.map((c: { editable: boolean }) => c.editable)).toEqual([
      true,
      false,
    ]);
    const seenByAdmin = await theirs.list(second);
    expect(seenByAdmin.body.data.map((c: { editable: boolean }) => c.editable)).toEqual([
      false,
      false,
    ]);
  });

  it("is never visible to another collaborator (404) nor open to employees on admin routes (403)", async () => {
    const id = await newItem(kind);
    const mine = thread(kind, "collaborator", id);
    await mine.post(owner, { body: "Só entre nós" });
    expect((await mine.list(stranger)).status).toBe(404);
    expect((await mine.post(stranger, { body: "Oi" })).status).toBe(404);
    const first = (await mine.list(owner)).body.data[0];
    expect((await mine.edit(stranger, first.id, { body: "Mudei" })).status).toBe(404);
    const admins = thread(kind, "admin", id);
    expect((await admins.list(owner)).status).toBe(403);
    expect((await admins.post(owner, { body: "Oi" })).status).toBe(403);
    expect((await mine.list(admin)).status).toBe(403);
    expect((await thread(kind, "admin", 999999).list(admin)).status).toBe(404);
    expect((await mine.list(owner)).body.data).toHaveLength(1);
  });
});

describe("comment rules", () => {
  it("takes plain text of 1 to 2,000 characters (400 naming body)", async () => {
    const mine = thread("refund", "collaborator", await newItem("refund"));
    for (const body of [
      {},
      { body: "" },
      { body: " \n " },
      { body: "x".repeat(2001) },
      { body: 5 },
    ]) {
      const answer = await mine.post(owner, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(["body"]);
    }
    const html = "<b>negrito</b>\nsegunda linha";
    expect((await mine.post(owner, { body: html })).body.comment.body).toBe(html);
    expect((await mine.post(owner, { body: "x".repeat(2000) })).status).toBe(201);
    expect((await mine.list(owner)).body.data).toHaveLength(2);
  });

  it("lets the author edit for 15 minutes, never someone else's, and not after", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-27T10:00:00Z");
    vi.setSystemTime(start);
    const id = await newItem("refund");
    const mine = thread("refund", "collaborator", id);
    const theirs = thread("refund", "admin", id);
    const { comment } = (await mine.post(owner, { body: "Valor errado" })).body;
    const other = (await theirs.post(admin, { body: "Qual o valor certo?" })).body.comment;
    const noticesBefore = (await noticesOf(admin.id, "refund.commented")).length;

    vi.setSystemTime(new Date(start.getTime() + 14 * 60_000));
    const edited = await mine.edit(owner, comment.id, { body: "Valor errado: são R$ 45,00" });
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toMatchObject({
      body: "Valor errado: são R$ 45,00",
      editable: true,
    });
    expect(edited.body.comment.updatedAt).not.toBe(edited.body.comment.createdAt);
    expect((await noticesOf(admin.id, "refund.commented")).length).toBe(noticesBefore);
    expect((await mine.edit(owner, other.id, { body: "Mudei o seu" })).body).toMatchObject({
      message: COMMENT_NOT_YOURS,
    });
    expect((await theirs.edit(second, other.id, { body: "Outro admin" })).status).toBe(403);
    expect((await mine.edit(owner, comment.id, { body: "" })).status).toBe(400);
    expect((await mine.edit(owner, 999999, { body: "Nada" })).status).toBe(404);

    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 + 1000));
    const late = await mine.edit(owner, comment.id, { body: "Tarde demais" });
    expect(late).toMatchObject({ status: 409, body: { message: COMMENT_EDIT_EXPIRED } });
    const list = (await mine.list(owner)).body.data;
    expect(list[0]).toMatchObject({ body: "Valor errado: são R$ 45,00", editable: false });
  });

  it("sends each side's comment by e-mail through the SMTP server", async () => {
    const id = await newItem("payment");
    await thread("payment", "collaborator", id).post(owner, { body: "Segue o boleto." });
    const toAdmin = await mailTo(mail.smtp, mail.from, admin.email);
    const comment = toAdmin.find((m) => m.text?.includes("Segue o boleto."));
    expect(comment?.subject).toBe("[Membros] Pagamento com novo comentário");
    await thread("payment", "admin", id).post(admin, { body: "Recebido." });
    const toOwner = await mailTo(mail.smtp, mail.from, owner.email);
    const answer = toOwner.find((m) => m.text?.includes("Recebido."));
    expect(answer?.text).toContain(`https://membros.example.org/collaborator/payments/${id}`);
  });

  it("goes into the owner's personal data export with the item", async () => {
    const id = await newItem("payment_request");
    await thread("payment_request", "collaborator", id).post(owner, { body: "Para o LGPD" });
    await thread("payment_request", "admin", id).post(admin, { body: "Resposta do admin" });
    const { data } = await ownDataExport(owner.actor);
    const items = (data.financeiro as Record<string, { id: number; comentarios: unknown[] }[]>)
      .solicitacoes;
    expect(items.find((item) => item.id === id)?.comentarios).toEqual([
      expect.objectContaining({
        autor: owner.actor.fullName,
        doColaborador: true,
        texto: "Para o LGPD",
      }),
      expect.objectContaining({
        autor: admin.actor.fullName,
        doColaborador: false,
        texto: "Resposta do admin",
      }),
    ]);
  });
});

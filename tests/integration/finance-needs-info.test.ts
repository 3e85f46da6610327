import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as refundExport from "@/app/api/refund-admin/export/route";
import { getDb } from "@/db";
import { financeApprovals } from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { dashboard } from "@/lib/services/dashboard";
import { financeItems } from "@/lib/services/finance";
import { listPending } from "@/lib/services/finance/pending";
import { setEmailPreferences } from "@/lib/services/notifications/preferences";
import { FINANCE, FINANCE_KINDS } from "@/lib/kinds/finance";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import { mailTo, noticesOf, REVIEW_API } from "../support/finance-review";
import { fileOf, pngBytes } from "../support/files";
import { latestAudit } from "../support/rows";
import { mailServerForFile } from "../support/smtp";

const mail = mailServerForFile();
const uploads = mkdtempSync(path.join(tmpdir(), "membros-needs-info-"));
beforeAll(() => useStorage("local", localStorage(uploads)));
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

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

const ASK = "Falta o comprovante do táxi: envie a nota, por favor.";
const params = (id: number) => ({ id: String(id) });

describe.each(FINANCE_KINDS)("%s: 'Aguardando informações'", (kind) => {
  const service = financeItems(kind);
  const api = REVIEW_API[kind];
  const { singular, notPending } = FINANCE[kind].text;
  const newItem = async () =>
    (await service.collaborator.create(owner.actor, await validBody(kind))).id;
  const returnIt = (id: number, body: unknown, token = admin.token) =>
    call(api.admin.return.PATCH, { method: "PATCH", token, params: params(id), body });
  const resubmit = (id: number, token = owner.token) =>
    call(api.collaborator.resubmit.PATCH, { method: "PATCH", token, params: params(id) });
  const approvalsOf = async (id: number) =>
    (await getDb())
      .select()
      .from(financeApprovals)
      .where(and(eq(financeApprovals.kind, kind), eq(financeApprovals.itemId, id)));

  it("returns, lets the owner edit and resubmit, clears the approvals, and tells each side", async () => {
    const id = await newItem();
    const other = await newItem();
    const db = await getDb();
    // Approvals given before the return (as the two-level decisions record them).
    await db.insert(financeApprovals).values([
      { kind, itemId: id, userId: admin.id },
      { kind, itemId: id, userId: second.id },
      { kind, itemId: other, userId: admin.id },
    ]);

    expect((await returnIt(id, { comment: `  ${ASK}  ` })).status).toBe(200);
    const waiting = await service.collaborator.get(owner.actor, id);
    expect(waiting).toMatchObject({ status: "NEEDS_INFO", reason: ASK });
    expect(waiting.history.at(-1)).toMatchObject({
      from: "PENDING",
      to: "NEEDS_INFO",
      reason: ASK,
      actor: admin.actor.fullName,
    });
    const thread = await call(api.collaborator.comments.GET, {
      token: owner.token,
      params: params(id),
    });
    expect(thread.body.data).toEqual([
      expect.objectContaining({
        body: ASK,
        fromOwner: false,
        user: expect.objectContaining({ id: admin.id }),
      }),
    ]);
    expect(await latestAudit("finance.returned")).toMatchObject({
      actorUserId: admin.id,
      targetType: kind,
      targetId: String(id),
    });
    const [notice] = await noticesOf(owner.id, `${kind}.returned`);
    expect(notice.body).toContain(ASK);
    expect(notice.href).toBe(`/collaborator/${FINANCE[kind].segment}/${id}`);
    const toOwner = await mailTo(mail.smtp, mail.from, owner.email);
    expect(toOwner.some((m) => m.text?.includes(ASK))).toBe(true);

    // Decisions wait for the resubmission.
    await expect(service.admin.confirm(admin.actor, id)).rejects.toMatchObject({
      status: 409,
      message: notPending,
    });
    await expect(service.admin.deny(admin.actor, id)).rejects.toMatchObject({ status: 409 });
    const finish = FINANCE_API[kind].admin.finish;
    if (finish)
      expect(
        (await call(finish.PATCH, { method: "PATCH", token: admin.token, params: params(id) }))
          .status,
      ).toBe(409);

    // The owner corrects the item and its receipt while it waits.
    const edited = await call(FINANCE_API[kind].collaborator.item.PATCH, {
      method: "PATCH",
      token: owner.token,
      params: params(id),
      body: { description: "Táxi com nota fiscal" },
    });
    expect(edited.status).toBe(200);
    await service.collaborator.attachFile(owner.actor, id, fileOf(pngBytes(), "nota.png"));

    expect((await resubmit(id, stranger.token)).status).toBe(404);
    expect((await resubmit(id, admin.token)).status).toBe(403);
    expect((await resubmit(id)).status).toBe(200);
    const back = await service.collaborator.get(owner.actor, id);
    expect(back).toMatchObject({
      status: "PENDING",
      reason: null,
      description: "Táxi com nota fiscal",
    });
    expect(back.file?.name).toBe("nota.png");
    expect(back.history.at(-1)).toMatchObject({ from: "NEEDS_INFO", to: "PENDING" });
    expect(await approvalsOf(id)).toEqual([]);
    expect(await approvalsOf(other)).toHaveLength(1);
    expect(await latestAudit("finance.resubmitted")).toMatchObject({
      actorUserId: owner.id,
      targetId: String(id),
    });
    for (const person of [admin, second]) {
      expect((await noticesOf(person.id, `${kind}.resubmitted`)).at(-1)?.title).toBe(
        `${singular} reenviado`,
      );
      const mine = await mailTo(mail.smtp, mail.from, person.email);
      expect(mine.some((m) => m.subject?.includes(`${singular} reenviado`))).toBe(true);
    }
    expect((await resubmit(id)).status).toBe(409);
    await service.admin.confirm(admin.actor, id);
    expect((await service.admin.get(admin.actor, id)).status).toBe(FINANCE[kind].confirmStatus);
  });

  it("requires the question (400 naming comment), only from PENDING, only by admins", async () => {
    const id = await newItem();
    for (const body of [{}, { comment: "   " }, { comment: "x".repeat(2001) }]) {
      const { status, body: answer } = await returnIt(id, body);
      expect(status).toBe(400);
      expect(Object.keys(answer.errors)).toEqual(["comment"]);
    }
    expect((await returnIt(id, { comment: ASK }, owner.token)).status).toBe(403);
    expect((await returnIt(999999, { comment: ASK })).status).toBe(404);
    expect((await returnIt(id, { comment: "x".repeat(2000) })).status).toBe(200);
    const again = await returnIt(id, { comment: ASK });
    expect(again).toMatchObject({ status: 409, body: { message: notPending } });
    expect((await service.admin.get(admin.actor, id)).history).toHaveLength(2);
  });

  it("lets the owner cancel an item waiting for information instead of answering", async () => {
    const id = await newItem();
    await returnIt(id, { comment: ASK });
    await expect(service.collaborator.cancel(stranger.actor, id)).rejects.toMatchObject({
      status: 404,
    });
    await service.collaborator.cancel(owner.actor, id);
    const item = await service.admin.get(admin.actor, id);
    expect(item.status).toBe("CANCELLED");
    expect(item.history.at(-1)).toMatchObject({ from: "NEEDS_INFO", to: "CANCELLED" });
    expect((await resubmit(id)).status).toBe(409);
  });
});

describe("items waiting for information in the lists, the inbox, the dashboard and the CSV", () => {
  const returnRefund = (id: number) =>
    call(REVIEW_API.refund.admin.return.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: params(id),
      body: { comment: ASK },
    });

  it("counts them apart from PENDING, filters them and names them in Portuguese", async () => {
    const refunds = financeItems("refund");
    const before = await listPending(admin.actor, { per_page: 100 });
    const boardBefore = await dashboard(admin.actor, {});
    const id = (
      await refunds.collaborator.create(
        owner.actor,
        await validBody("refund", { description: "Hotel em Recife" }),
      )
    ).id;
    await returnRefund(id);

    const inbox = await listPending(admin.actor, { per_page: 100 });
    expect(inbox.data.some((item) => item.kind === "refund" && item.id === id)).toBe(false);
    expect(inbox.needsInfo.byKind.refund).toBe(before.needsInfo.byKind.refund + 1);
    expect(inbox.needsInfo.byKind.payment).toBe(before.needsInfo.byKind.payment);
    expect(inbox.needsInfo.total).toBe(before.needsInfo.total + 1);
    const board = await dashboard(admin.actor, {});
    expect(board.needsInfo.refunds).toBe(boardBefore.needsInfo.refunds + 1);
    expect(board.finance.refunds.NEEDS_INFO.count).toBe(
      boardBefore.finance.refunds.NEEDS_INFO.count + 1,
    );
    expect(board.pending.refunds.count).toBe(boardBefore.pending.refunds.count);

    const filtered = await refunds.admin.list(admin.actor, { status: "NEEDS_INFO", per_page: 100 });
    expect(filtered.data.map((item) => item.id)).toContain(id);
    expect(filtered.data.every((item) => item.status === "NEEDS_INFO")).toBe(true);
    const csv = await call(refundExport.GET, {
      token: admin.token,
      url: "http://localhost/api/refund-admin/export?status=NEEDS_INFO",
    });
    const rows: string[][] = parse(csv.body, {
      delimiter: ";",
      bom: true,
      record_delimiter: "\r\n",
    });
    const statusAt = rows[0].indexOf("Status");
    const row = rows.find((r) => Number(r[0]) === id)!;
    expect(row[statusAt]).toBe("Aguardando informações");

    await call(REVIEW_API.refund.collaborator.resubmit.PATCH, {
      method: "PATCH",
      token: owner.token,
      params: params(id),
    });
    const after = await listPending(admin.actor, { per_page: 100 });
    expect(after.needsInfo.byKind.refund).toBe(before.needsInfo.byKind.refund);
    expect(after.data.some((item) => item.kind === "refund" && item.id === id)).toBe(true);
  });

  it("keeps the owner's e-mail choice: in-app only after turning finance e-mails off", async () => {
    const quiet = await createUser("EMPLOYEE");
    await setEmailPreferences(quiet.actor, { finance: false, meetings: true, content: true });
    const id = (
      await financeItems("refund").collaborator.create(quiet.actor, await validBody("refund"))
    ).id;
    await returnRefund(id);
    expect(await noticesOf(quiet.id, "refund.returned")).toHaveLength(1);
    expect(await mailTo(mail.smtp, mail.from, quiet.email)).toEqual([]);
  });
});

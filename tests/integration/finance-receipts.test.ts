import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { getDb } from "@/db";
import { auditEvents, financeItemFiles } from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { financeKind } from "@/lib/services/finance/kinds";
import { RECEIPTS_FULL } from "@/lib/validation/receipts";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import { fileOf, multipart, pdfBytes, pngBytes } from "../support/files";
import { RECEIPT_API, accessKeyFor } from "../support/receipts";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-receipts-"));
beforeAll(() => useStorage("local", localStorage(uploads)));
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

/** A different PNG for each n (its width), so no two are the same file. */
const pngNumber = (n: number) => fileOf(pngBytes(2 + n, 2), `recibo-${n}.png`, "image/png");
const id = (value: number) => ({ id: String(value) });

async function createItem(kind: FinanceKind, owner: TestUser, receipt?: File) {
  const api = FINANCE_API[kind].collaborator;
  const body = await validBody(kind);
  const created = receipt
    ? await call(api.list.POST, {
        method: "POST",
        token: owner.token,
        rawBody: (() => {
          const form = multipart(receipt);
          for (const [name, value] of Object.entries(body)) form.append(name, String(value));
          return form;
        })(),
      })
    : await call(api.list.POST, { method: "POST", token: owner.token, body });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const addReceipt = (kind: FinanceKind, who: TestUser, itemId: number, file: File, admin = false) =>
  call(FINANCE_API[kind][admin ? "admin" : "collaborator"].file.POST, {
    method: "POST",
    token: who.token,
    params: id(itemId),
    rawBody: multipart(file),
  });

const getItem = async (kind: FinanceKind, who: TestUser, itemId: number, admin = false) =>
  (
    await call(FINANCE_API[kind][admin ? "admin" : "collaborator"].item.GET, {
      token: who.token,
      params: id(itemId),
    })
  ).body;

const removeReceipt = (
  kind: FinanceKind,
  who: TestUser,
  itemId: number,
  fileId: number,
  admin = false,
) =>
  call(RECEIPT_API[kind][admin ? "admin" : "collaborator"].DELETE, {
    method: "DELETE",
    token: who.token,
    params: { id: String(itemId), fileId: String(fileId) },
  });

const itemFileId = async (kind: FinanceKind, itemId: number) => {
  const { table } = financeKind(kind);
  const [row] = await (
    await getDb()
  )
    .select({ fileId: table.fileId })
    .from(table)
    .where(eq(table.id, itemId));
  return row.fileId;
};

describe("several receipts per item", () => {
  let ana: TestUser;
  let bruno: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ana = await createUser("EMPLOYEE");
    bruno = await createUser("EMPLOYEE");
    admin = await createUser("ADMIN");
  });

  it("takes ten receipts, refuses the eleventh with 409 and keeps `file` as the first", async () => {
    const itemId = await createItem("refund", ana, pngNumber(0));
    const first = (await getItem("refund", ana, itemId)).file;
    for (let n = 1; n < 10; n++) {
      const added = await addReceipt("refund", ana, itemId, pngNumber(n));
      expect(added, `receipt ${n}`).toMatchObject({
        status: 200,
        body: { success: true, file: { name: `recibo-${n}.png`, accessKey: null, issuer: null } },
      });
    }
    const eleventh = await addReceipt("refund", ana, itemId, pngNumber(10));
    expect(eleventh).toMatchObject({
      status: 409,
      body: { message: RECEIPTS_FULL, errors: { file: [RECEIPTS_FULL] } },
    });
    const item = await getItem("refund", ana, itemId);
    expect(item.files.map((f: { name: string }) => f.name)).toEqual(
      Array.from({ length: 10 }, (_, n) => `recibo-${n}.png`),
    );
    expect(item.file).toEqual(first);
    expect(item.files[0]).toMatchObject({
      id: first.id,
      type: "image/png",
      size: expect.any(Number),
    });
    expect(await itemFileId("refund", itemId)).toBe(first.id);
  });

  it("removes one receipt; removing the first moves `file` to the next, the last leaves none", async () => {
    const itemId = await createItem("payment", ana, pngNumber(20));
    const second = (await addReceipt("payment", ana, itemId, pngNumber(21))).body.file;
    const third = (
      await addReceipt("payment", ana, itemId, fileOf(pdfBytes(["Nota 3"]), "nota.pdf"))
    ).body.file;
    const first = (await getItem("payment", ana, itemId)).file;

    expect((await removeReceipt("payment", ana, itemId, second.id)).status).toBe(200);
    expect((await getItem("payment", ana, itemId)).files.map((f: { id: number }) => f.id)).toEqual([
      first.id,
      third.id,
    ]);
    expect((await removeReceipt("payment", ana, itemId, first.id)).status).toBe(200);
    const after = await getItem("payment", ana, itemId);
    expect(after.file).toMatchObject({ id: third.id, name: "nota.pdf", type: "application/pdf" });
    expect(await itemFileId("payment", itemId)).toBe(third.id);
    // The removed file is gone for everyone, its owner included.
    expect((await call(fileGet, { token: ana.token, params: id(first.id) })).status).toBe(404);
    expect((await removeReceipt("payment", ana, itemId, third.id)).status).toBe(200);
    expect(await getItem("payment", ana, itemId)).toMatchObject({ file: null, files: [] });
    expect(await itemFileId("payment", itemId)).toBeNull();
    // Removing twice: that receipt is not the item's any more.
    expect((await removeReceipt("payment", ana, itemId, third.id)).status).toBe(404);
  });

  it("answers 404 to another collaborator for adding, removing and reading any receipt", async () => {
    const itemId = await createItem("payment_request", ana, pngNumber(30));
    const second = (await addReceipt("payment_request", ana, itemId, pngNumber(31))).body.file;
    expect((await addReceipt("payment_request", bruno, itemId, pngNumber(32))).status).toBe(404);
    expect((await removeReceipt("payment_request", bruno, itemId, second.id)).status).toBe(404);
    expect((await call(fileGet, { token: bruno.token, params: id(second.id) })).status).toBe(404);
    // Another item's receipt through one's own item is not found either.
    const brunoItem = await createItem("payment_request", bruno);
    expect((await removeReceipt("payment_request", bruno, brunoItem, second.id)).status).toBe(404);
    expect((await getItem("payment_request", ana, itemId)).files).toHaveLength(2);
  });

  it("serves every receipt (not only the first) to the owner and admins and logs each view", async () => {
    const itemId = await createItem("refund", ana, pngNumber(40));
    const second = (await addReceipt("refund", ana, itemId, pngNumber(41))).body.file;
    expect((await call(fileGet, { token: admin.token, params: id(second.id) })).status).toBe(200);
    expect((await call(fileGet, { token: ana.token, params: id(second.id) })).status).toBe(200);
    const seen = await getItem("refund", ana, itemId);
    expect(seen.receiptAccesses.map((a: { userId: number }) => a.userId)).toEqual([
      admin.id,
      ana.id,
    ]);
  });

  it("refuses the same file twice on one item, and any change once the item is settled", async () => {
    const itemId = await createItem("refund", ana, pngNumber(50));
    const again = await addReceipt("refund", ana, itemId, pngNumber(50));
    expect(again).toMatchObject({
      status: 409,
      body: { message: "Este arquivo já foi enviado neste item." },
    });
    const cancel = await call(FINANCE_API.refund.collaborator.item.DELETE, {
      method: "DELETE",
      token: ana.token,
      params: id(itemId),
    });
    expect(cancel.status).toBe(200);
    expect((await addReceipt("refund", ana, itemId, pngNumber(51))).status).toBe(409);
    const first = (await getItem("refund", ana, itemId)).file;
    expect((await removeReceipt("refund", ana, itemId, first.id)).status).toBe(409);
  });

  it("lets an admin add and remove receipts of any open item; the removal is audited", async () => {
    const itemId = await createItem("payment", ana, pngNumber(60));
    const added = await addReceipt("payment", admin, itemId, pngNumber(61), true);
    expect(added.status).toBe(200);
    expect((await getItem("payment", ana, itemId)).files).toHaveLength(2);
    expect((await removeReceipt("payment", admin, itemId, added.body.file.id, true)).status).toBe(
      200,
    );
    const db = await getDb();
    const audited = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "finance.receipt_removed"),
          eq(auditEvents.actorUserId, admin.id),
        ),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0].details).toMatchObject({ kind: "payment", fileId: added.body.file.id });
  });

  it.each(FINANCE_KINDS)("%s: creating with a receipt writes its receipt row", async (kind) => {
    const itemId = await createItem(kind, ana, pngNumber(70 + FINANCE_KINDS.indexOf(kind)));
    const rows = await (
      await getDb()
    )
      .select()
      .from(financeItemFiles)
      .where(and(eq(financeItemFiles.kind, kind), eq(financeItemFiles.itemId, itemId)));
    expect(rows).toHaveLength(1);
    expect(rows[0].fileId).toBe(await itemFileId(kind, itemId));
  });
});

describe("typing an access key on a receipt", () => {
  let ana: TestUser;
  beforeAll(async () => {
    ana = await createUser("EMPLOYEE");
  });
  const patch = (itemId: number, fileId: number, body: unknown, who = ana) =>
    call(RECEIPT_API.refund.collaborator.PATCH, {
      method: "PATCH",
      token: who.token,
      params: { id: String(itemId), fileId: String(fileId) },
      body,
    });

  it("keeps a valid key (spaces allowed) with what it says, refuses an invalid one naming the field", async () => {
    const itemId = await createItem("refund", ana, pngNumber(80));
    const fileId = (await getItem("refund", ana, itemId)).file.id;
    const key = accessKeyFor({ number: 4242 });
    const spaced = key.replace(/(.{4})/g, "$1 ").trim();
    const ok = await patch(itemId, fileId, { accessKey: spaced });
    expect(ok).toMatchObject({
      status: 200,
      body: {
        file: {
          id: fileId,
          accessKey: key,
          issuer: {
            cnpj: "11.222.333/0001-81",
            state: "SP",
            month: "2026-11",
            model: "NFC-e",
            number: 4242,
          },
        },
      },
    });
    const wrongDigit = key.slice(0, 43) + String((Number(key[43]) + 1) % 10);
    const bad = await patch(itemId, fileId, { accessKey: wrongDigit });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { accessKey: ["Dígito verificador da chave de acesso não confere"] } },
    });
    expect((await patch(itemId, fileId, { accessKey: "123" })).body.errors.accessKey).toEqual([
      "A chave de acesso tem 44 caracteres",
    ]);
    expect((await getItem("refund", ana, itemId)).files[0].accessKey).toBe(key);
    expect((await patch(itemId, fileId, { accessKey: null })).body.file.accessKey).toBeNull();
    const stranger = await createUser("EMPLOYEE");
    expect((await patch(itemId, fileId, { accessKey: key }, stranger)).status).toBe(404);
  });
});

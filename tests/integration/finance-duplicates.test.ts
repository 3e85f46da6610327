import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import type { FinanceKind } from "@/lib/kinds/finance";
import { readAccessKey } from "@/lib/services/finance/receipt-reading";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import { fileOf, multipart, pngBytes } from "../support/files";
import { RECEIPT_API, accessKeyFor, danfePdf, nfceQrUrl, qrPng } from "../support/receipts";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-duplicates-"));
beforeAll(() => useStorage("local", localStorage(uploads)));
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

const id = (value: number) => ({ id: String(value) });
/** Reading directly, without the upload's time bound (a busy machine must not fail it). */
const NO_LIMIT = 120_000;

async function createItem(kind: FinanceKind, owner: TestUser): Promise<number> {
  const created = await call(FINANCE_API[kind].collaborator.list.POST, {
    method: "POST",
    token: owner.token,
    body: await validBody(kind),
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const addReceipt = (kind: FinanceKind, owner: TestUser, itemId: number, file: File) =>
  call(FINANCE_API[kind].collaborator.file.POST, {
    method: "POST",
    token: owner.token,
    params: id(itemId),
    rawBody: multipart(file),
  });

const duplicatesFor = async (kind: FinanceKind, who: TestUser, itemId: number, admin = false) => {
  const { status, body } = await call(
    FINANCE_API[kind][admin ? "admin" : "collaborator"].item.GET,
    {
      token: who.token,
      params: id(itemId),
    },
  );
  expect(status).toBe(200);
  return body.duplicates;
};

describe("reading the access key of a receipt", () => {
  it("decodes the key from a PNG of a real-format NFC-e QR code", async () => {
    const key = accessKeyFor({ number: 1001 });
    const png = await qrPng(nfceQrUrl(key));
    expect(await readAccessKey(new Blob([new Uint8Array(png)]), "image/png", NO_LIMIT)).toBe(key);
  });

  it("finds the QR in a big photo-sized image (scaled down before decoding)", async () => {
    const key = accessKeyFor({ number: 1002 });
    const qr = await qrPng(nfceQrUrl(key));
    const photo = await sharp({
      create: { width: 3000, height: 4000, channels: 3, background: { r: 240, g: 236, b: 228 } },
    })
      .composite([{ input: await sharp(qr).resize(1400).toBuffer(), left: 800, top: 1300 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(await readAccessKey(new Blob([new Uint8Array(photo)]), "image/jpeg", NO_LIMIT)).toBe(
      key,
    );
  });

  it("extracts the key printed in groups of four from a DANFE-like PDF", async () => {
    const key = accessKeyFor({ number: 1003, model: "55" });
    const pdf = await danfePdf(key);
    expect(await readAccessKey(new Blob([new Uint8Array(pdf)]), "application/pdf", NO_LIMIT)).toBe(
      key,
    );
  });

  it("answers null for an image without a QR, a QR of an invalid key, or unreadable bytes", async () => {
    expect(
      await readAccessKey(new Blob([new Uint8Array(pngBytes(40, 40))]), "image/png"),
    ).toBeNull();
    const wrong = accessKeyFor({ number: 1004 });
    const broken = `${wrong.slice(0, 43)}${(Number(wrong[43]) + 1) % 10}`;
    const png = await qrPng(nfceQrUrl(broken));
    expect(await readAccessKey(new Blob([new Uint8Array(png)]), "image/png")).toBeNull();
    expect(await readAccessKey(new Blob(["%PDF-1.4 nada"]), "application/pdf")).toBeNull();
  });
});

describe("duplicate receipts across items", () => {
  let ana: TestUser;
  let bruno: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ana = await createUser("EMPLOYEE");
    bruno = await createUser("EMPLOYEE");
    admin = await createUser("ADMIN");
  });

  it("flags the same file (same SHA-256) on two items of one owner, on both, with links", async () => {
    const refund = await createItem("refund", ana);
    const payment = await createItem("payment", ana);
    const bytes = pngBytes(9, 9);
    expect((await addReceipt("refund", ana, refund, fileOf(bytes, "a.png"))).status).toBe(200);
    expect(await duplicatesFor("refund", ana, refund)).toEqual([]);
    expect((await addReceipt("payment", ana, payment, fileOf(bytes, "b.png"))).status).toBe(200);
    expect(await duplicatesFor("refund", ana, refund)).toEqual([
      { itemId: payment, kind: "payment", reason: "same_file" },
    ]);
    expect(await duplicatesFor("payment", ana, payment)).toEqual([
      { itemId: refund, kind: "refund", reason: "same_file" },
    ]);
    expect(await duplicatesFor("payment", admin, payment, true)).toEqual([
      { itemId: refund, kind: "refund", reason: "same_file" },
    ]);
  });

  it("flags the same access key read from a QR photo and from a DANFE PDF on another person's item", async () => {
    const key = accessKeyFor({ number: 2001 });
    const anaItem = await createItem("refund", ana);
    const brunoItem = await createItem("payment_request", bruno);
    const photo = await addReceipt(
      "refund",
      ana,
      anaItem,
      fileOf(await qrPng(nfceQrUrl(key)), "cupom.png", "image/png"),
    );
    expect(photo.body.file).toMatchObject({
      accessKey: key,
      issuer: { cnpj: "11.222.333/0001-81", state: "SP", month: "2026-11", model: "NFC-e" },
    });
    const pdf = await addReceipt(
      "payment_request",
      bruno,
      brunoItem,
      fileOf(await danfePdf(key), "danfe.pdf"),
    );
    expect(pdf.body.file.accessKey).toBe(key);
    // Admins see both items; each collaborator learns of 'another item' without its id.
    expect(await duplicatesFor("refund", admin, anaItem, true)).toEqual([
      { itemId: brunoItem, kind: "payment_request", reason: "same_access_key" },
    ]);
    expect(await duplicatesFor("payment_request", admin, brunoItem, true)).toEqual([
      { itemId: anaItem, kind: "refund", reason: "same_access_key" },
    ]);
    expect(await duplicatesFor("refund", ana, anaItem)).toEqual([
      { itemId: null, kind: "payment_request", reason: "same_access_key" },
    ]);
    expect(await duplicatesFor("payment_request", bruno, brunoItem)).toEqual([
      { itemId: null, kind: "refund", reason: "same_access_key" },
    ]);
  });

  it("flags a typed key, and forgets items that were cancelled or receipts removed", async () => {
    const key = accessKeyFor({ number: 3001, cnpj: "12ABC34501DE35" });
    const first = await createItem("payment", ana);
    const second = await createItem("payment", ana);
    const a = (await addReceipt("payment", ana, first, fileOf(pngBytes(11, 3), "a.png"))).body.file;
    const b = (await addReceipt("payment", ana, second, fileOf(pngBytes(12, 3), "b.png"))).body
      .file;
    for (const [item, file] of [
      [first, a],
      [second, b],
    ] as const) {
      const typed = await call(RECEIPT_API.payment.collaborator.PATCH, {
        method: "PATCH",
        token: ana.token,
        params: { id: String(item), fileId: String(file.id) },
        body: { accessKey: key.toLowerCase() },
      });
      expect(typed.body.file.issuer).toMatchObject({ cnpj: "12.ABC.345/01DE-35" });
    }
    expect(await duplicatesFor("payment", ana, first)).toEqual([
      { itemId: second, kind: "payment", reason: "same_access_key" },
    ]);
    const cancelled = await call(FINANCE_API.payment.collaborator.item.DELETE, {
      method: "DELETE",
      token: ana.token,
      params: id(second),
    });
    expect(cancelled.status).toBe(200);
    expect(await duplicatesFor("payment", ana, first)).toEqual([]);

    const third = await createItem("payment", ana);
    const c = (await addReceipt("payment", ana, third, fileOf(pngBytes(11, 3), "c.png"))).body.file;
    expect(await duplicatesFor("payment", ana, first)).toEqual([
      { itemId: third, kind: "payment", reason: "same_file" },
    ]);
    const removed = await call(RECEIPT_API.payment.collaborator.DELETE, {
      method: "DELETE",
      token: ana.token,
      params: { id: String(third), fileId: String(c.id) },
    });
    expect(removed.status).toBe(200);
    expect(await duplicatesFor("payment", ana, first)).toEqual([]);
  });
});

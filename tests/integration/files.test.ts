import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { getDb } from "@/db";
import { files, paymentTypes, payments } from "@/db/schema";
import { conflict } from "@/lib/core/errors";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { uploadThingStorage } from "@/lib/core/storage/uploadthing";
import { attachFile, readUpload } from "@/lib/services/files";
import { executableBytes, fileOf, pdfBytes, pngBytes, pngOfSize } from "../support/files";
import { call, createUser, type TestUser } from "../support/factory";
import { startFakeUploadThing, type FakeUploadThing } from "../support/uploadthing-fake";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-uploads-"));
const storedOnDisk = () =>
  readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

beforeAll(() => useStorage("local", localStorage(uploads)));
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

async function paymentOf(owner: TestUser) {
  const db = await getDb();
  const [type] = await db.select().from(paymentTypes).limit(1);
  const [row] = await db
    .insert(payments)
    .values({ userId: owner.id, typeId: type.id, description: "Recibo", valueCents: 1000 })
    .returning();
  return row.id;
}

/** Points the payment at the new file, answering the one it replaced. */
const attachToPayment =
  (paymentId: number) =>
  async (tx: Parameters<Parameters<typeof attachFile>[2]>[0], fileId: number) => {
    const [before] = await tx
      .select({ fileId: payments.fileId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    await tx.update(payments).set({ fileId }).where(eq(payments.id, paymentId));
    return before.fileId;
  };

const fileIdOf = async (paymentId: number) =>
  (await (await getDb()).select().from(payments).where(eq(payments.id, paymentId)))[0].fileId;
const fileRows = async () => (await (await getDb()).select().from(files)).length;

describe("readUpload judges uploads by their bytes", () => {
  it("accepts a real PNG and a real PDF, whatever their names say", async () => {
    const png = await readUpload(fileOf(pngBytes(), "foto.pdf", "application/pdf"));
    expect(png).toMatchObject({ type: "image/png", name: "foto.pdf", size: pngBytes().length });
    expect(png.sha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await readUpload(fileOf(pdfBytes(), "recibo", "application/octet-stream"));
    expect(pdf.type).toBe("application/pdf");
  });

  it("refuses an executable renamed .png with 415 and the §5 message", async () => {
    await expect(
      readUpload(fileOf(executableBytes(), "foto.png", "image/png")),
    ).rejects.toMatchObject({
      status: 415,
      message: "Apenas .pdf, .jpg, .jpeg, .png and .webp formatos são suportados.",
    });
    await expect(
      readUpload(
        fileOf(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "a.png", "image/png"),
      ),
    ).rejects.toMatchObject({ status: 415 });
  });

  it("refuses 5,000,001 bytes with 413 and accepts exactly 5,000,000", async () => {
    await expect(
      readUpload(fileOf(pngOfSize(5_000_001), "grande.png", "image/png")),
    ).rejects.toMatchObject({ status: 413, message: "Max image size is 5MB." });
    expect((await readUpload(fileOf(pngOfSize(5_000_000), "limite.png"))).size).toBe(5_000_000);
  });

  it("stops reading a stream as soon as it passes the limit", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1_000_000));
      },
    });
    // A Blob whose size is unknown up front, like a streamed request body.
    const blob = Object.defineProperties(new Blob([]), {
      size: { value: 1 },
      stream: { value: () => endless },
      name: { value: "x.png" },
    });
    await expect(readUpload(blob)).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThanOrEqual(7);
  });

  it("answers 400 'Arquivo obrigatório' for a missing or empty file, and cleans names", async () => {
    await expect(readUpload(null)).rejects.toMatchObject({
      status: 400,
      errors: { file: ["Arquivo obrigatório"] },
    });
    await expect(readUpload(fileOf(Buffer.alloc(0), "vazio.png"))).rejects.toMatchObject({
      status: 400,
    });
    expect((await readUpload(fileOf(pngBytes(), "../../etc/\u0007passwd.png"))).name).toBe(
      "passwd.png",
    );
  });
});

describe("attachFile on local disk", () => {
  it("stores the bytes and the row, then replaces the old file without leaving orphans", async () => {
    const owner = await createUser();
    const paymentId = await paymentOf(owner);
    const before = await fileRows();
    const first = await attachFile(
      owner.actor,
      fileOf(pngBytes(), "primeiro.png"),
      attachToPayment(paymentId),
    );
    expect(first).toEqual({
      id: expect.any(Number),
      name: "primeiro.png",
      type: "image/png",
      size: pngBytes().length,
      url: `/api/files/${first.id}`,
    });
    expect(await fileIdOf(paymentId)).toBe(first.id);
    const [row] = await (await getDb()).select().from(files).where(eq(files.id, first.id));
    expect(row).toMatchObject({ storage: "local", ownerId: owner.id, mimeType: "image/png" });
    const disk = storedOnDisk();

    const second = await attachFile(
      owner.actor,
      fileOf(pdfBytes(), "segundo.pdf"),
      attachToPayment(paymentId),
    );
    expect(await fileIdOf(paymentId)).toBe(second.id);
    expect(await fileRows()).toBe(before + 1);
    expect(storedOnDisk()).toBe(disk);
    expect((await (await getDb()).select().from(files).where(eq(files.id, first.id))).length).toBe(
      0,
    );
  });

  it("leaves the record, the table and the disk as they were when attaching fails", async () => {
    const owner = await createUser();
    const paymentId = await paymentOf(owner);
    const kept = await attachFile(
      owner.actor,
      fileOf(pngBytes(), "mantido.png"),
      attachToPayment(paymentId),
    );
    const rows = await fileRows();
    const disk = storedOnDisk();
    const refuse = async () => {
      throw conflict("Só é possível alterar itens pendentes");
    };
    await expect(
      attachFile(owner.actor, fileOf(pdfBytes(), "novo.pdf"), refuse),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      attachFile(owner.actor, fileOf(executableBytes(), "novo.png"), attachToPayment(paymentId)),
    ).rejects.toMatchObject({ status: 415 });
    expect(await fileIdOf(paymentId)).toBe(kept.id);
    expect(await fileRows()).toBe(rows);
    expect(storedOnDisk()).toBe(disk);
  });
});

describe("attachFile on UploadThing (a local fake of its HTTP API)", () => {
  let fake: FakeUploadThing;
  beforeAll(async () => {
    fake = await startFakeUploadThing();
    process.env.UPLOADTHING_TOKEN = fake.token;
    useStorage("uploadthing", uploadThingStorage(fake.options));
  });
  afterAll(async () => {
    delete process.env.UPLOADTHING_TOKEN;
    useStorage("uploadthing", undefined);
    await fake.close();
  });

  it("uploads through the ingest server, serves through a signed URL and deletes replaced files", async () => {
    const owner = await createUser();
    const paymentId = await paymentOf(owner);
    const first = await attachFile(
      owner.actor,
      fileOf(pngBytes(), "recibo.png"),
      attachToPayment(paymentId),
    );
    const [row] = await (await getDb()).select().from(files).where(eq(files.id, first.id));
    expect(row.storage).toBe("uploadthing");
    expect(fake.stored.get(row.key)?.bytes.equals(pngBytes())).toBe(true);

    const served = await call(fileGet, { token: owner.token, params: { id: String(first.id) } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.response.arrayBuffer()).equals(pngBytes())).toBe(true);

    await attachFile(owner.actor, fileOf(pdfBytes(), "recibo.pdf"), attachToPayment(paymentId));
    expect(fake.stored.has(row.key)).toBe(false);
    expect(fake.stored.size).toBe(1);
    expect(fake.requests).toContain("POST /v6/deleteFiles");
  });

  it("keeps the record as it was when UploadThing fails", async () => {
    const owner = await createUser();
    const paymentId = await paymentOf(owner);
    const rows = await fileRows();
    fake.failUploads = true;
    try {
      await expect(
        attachFile(owner.actor, fileOf(pngBytes(), "x.png"), attachToPayment(paymentId)),
      ).rejects.toMatchObject({ status: 502 });
    } finally {
      fake.failUploads = false;
    }
    expect(await fileIdOf(paymentId)).toBeNull();
    expect(await fileRows()).toBe(rows);
  });
});

describe("GET /api/files/{id}", () => {
  it("serves the owner and the admins with type, name and nosniff; others get 404", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const admin = await createUser("ADMIN");
    const paymentId = await paymentOf(owner);
    const file = await attachFile(
      owner.actor,
      fileOf(pdfBytes(), 'Recibo de março "final".pdf'),
      attachToPayment(paymentId),
    );
    const params = { id: String(file.id) };

    for (const reader of [owner, admin]) {
      const { status, response } = await call(fileGet, { token: reader.token, params });
      expect(status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      // A PDF is saved, not opened from the app's origin (it may carry JavaScript).
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Recibo de marco _final_.pdf"; filename*=UTF-8''Recibo%20de%20mar%C3%A7o%20%22final%22.pdf`,
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(pdfBytes())).toBe(true);
    }
    const download = await call(fileGet, {
      token: owner.token,
      params,
      url: "http://localhost/api/files/1?download=1",
    });
    expect(download.response.headers.get("content-disposition")).toMatch(/^attachment; /);

    expect((await call(fileGet, { token: stranger.token, params })).status).toBe(404);
    expect((await call(fileGet, { params })).status).toBe(401);
    expect((await call(fileGet, { token: owner.token, params: { id: "999999" } })).status).toBe(
      404,
    );
    expect((await call(fileGet, { token: owner.token, params: { id: "abc" } })).status).toBe(404);
  });
});

import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { getDb } from "@/db";
import { files, payments } from "@/db/schema";
import { conflict } from "@/lib/core/errors";
import { activeStorage, useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { s3Settings, s3Storage } from "@/lib/core/storage/s3";
import { attachFile, readUpload } from "@/lib/services/files";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import {
  executableBytes,
  fileOf,
  multipart,
  pdfBytes,
  pngBytes,
  pngOfSize,
} from "../support/files";
import { RECEIPT_API } from "../support/receipts";
import { startS3, type TestS3 } from "../support/s3-server";

/**
 * The S3 store against a real S3-compatible server (s3rver) through the official SDK: bytes go
 * in and come out identical, uploads through the real route land in the bucket and not on disk,
 * the access rules are those of the local store, and a broken configuration is a clear 503.
 */
let s3: TestS3;
const local = mkdtempSync(path.join(tmpdir(), "membros-s3-local-"));
const dataUploads = path.join(process.env.DATA_DIR!, "uploads");
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const payment = FINANCE_API.payment.collaborator;

beforeAll(async () => {
  s3 = await startS3(["membros", "outro"]);
  useStorage("local", localStorage(local));
  useStorage("s3", s3Storage(s3.settings));
  process.env.S3_BUCKET = s3.settings.bucket;
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  delete process.env.S3_BUCKET;
  useStorage("s3", undefined);
  useStorage("local", undefined);
  await s3.close();
  rmSync(local, { recursive: true, force: true });
});

async function paymentOf(owner: TestUser): Promise<number> {
  const created = await call(payment.list.POST, {
    token: owner.token,
    body: await validBody("payment"),
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const uploadTo = (owner: TestUser, paymentId: number, file: File) =>
  call(payment.file.POST, {
    method: "POST",
    token: owner.token,
    params: { id: String(paymentId) },
    rawBody: multipart(file),
  });

const rowOf = async (id: number) =>
  (await (await getDb()).select().from(files).where(eq(files.id, id)))[0];

describe("the S3 adapter", () => {
  it("stores bytes and Blobs under unguessable keys, gives them back byte for byte, and deletes them", async () => {
    const storage = s3Storage(s3.settings);
    const bytes = new Uint8Array(pngOfSize(1_234_567));
    const fromBytes = await storage.put({ bytes, name: "a.png", type: "image/png" });
    const fromBlob = await storage.put({ bytes: new Blob([bytes]), name: "b.png", type: "" });
    for (const { key } of [fromBytes, fromBlob]) {
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      const back = new Uint8Array(await new Response(await storage.get(key)).arrayBuffer());
      expect(sha(back)).toBe(sha(bytes));
    }
    expect(fromBlob.key).not.toBe(fromBytes.key);
    await storage.delete(fromBytes.key);
    await storage.delete(fromBytes.key); // already gone: not an error
    await expect(storage.get(fromBytes.key)).rejects.toMatchObject({ name: "NoSuchKey" });
    await storage.delete(fromBlob.key);
    expect((await s3.objects()).size).toBe(0);
  });

  it("is chosen by S3_BUCKET, before UploadThing and the local disk", () => {
    process.env.UPLOADTHING_TOKEN = "irrelevante";
    try {
      expect(activeStorage().name).toBe("s3");
    } finally {
      delete process.env.UPLOADTHING_TOKEN;
    }
    expect(s3Settings({ S3_BUCKET: "b" })).toEqual({
      bucket: "b",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      s3Settings({ S3_BUCKET: "b", S3_ENDPOINT: "https://minio.exemplo.org", S3_REGION: "auto" }),
    ).toMatchObject({ forcePathStyle: true, region: "auto" });
    expect(
      s3Settings({ S3_BUCKET: "b", S3_ENDPOINT: "https://r2.exemplo", S3_FORCE_PATH_STYLE: "0" }),
    ).toMatchObject({ forcePathStyle: false });
    expect(s3Settings({})).toBeNull();
    expect(() => s3Settings({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "x" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => s3Settings({ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" })).toThrow(/http/);
  });
});

describe("uploads and downloads with S3_BUCKET set", () => {
  it("streams an upload through the real route into the bucket, nothing into DATA_DIR, and serves it by the same rules", async () => {
    const [owner, stranger, admin] = [
      await createUser(),
      await createUser(),
      await createUser("ADMIN"),
    ];
    const paymentId = await paymentOf(owner);
    const onDisk = [filesIn(local), filesIn(dataUploads)];
    const big = pngOfSize(5_000_000);
    const sent = await uploadTo(owner, paymentId, fileOf(big, "recibo grande.png", "image/png"));
    expect(sent).toMatchObject({ status: 200, body: { file: { type: "image/png" } } });
    const row = await rowOf(sent.body.file.id);
    expect(row).toMatchObject({ storage: "s3", size: 5_000_000, sha256: sha(big) });
    const objects = await s3.objects();
    expect(sha(objects.get(row.key)!)).toBe(sha(big));
    expect([filesIn(local), filesIn(dataUploads)]).toEqual(onDisk);

    const params = { id: String(row.id) };
    for (const reader of [owner, admin]) {
      const { status, response } = await call(fileGet, { token: reader.token, params });
      expect(status).toBe(200);
      expect(response.headers.get("content-length")).toBe("5000000");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(sha(new Uint8Array(await response.arrayBuffer()))).toBe(sha(big));
    }
    // Exactly as for the local store: another employee learns nothing, not even that it exists.
    expect((await call(fileGet, { token: stranger.token, params })).status).toBe(404);
    expect((await call(fileGet, { params })).status).toBe(401);

    // A second receipt is a second object; a refused type stores nothing; removing a receipt
    // deletes its object.
    const pdf = await uploadTo(owner, paymentId, fileOf(pdfBytes(), "recibo.pdf"));
    expect(pdf.status).toBe(200);
    const pdfKey = (await rowOf(pdf.body.file.id)).key;
    expect([...(await s3.objects()).keys()].sort()).toEqual([row.key, pdfKey].sort());
    const bad = await uploadTo(owner, paymentId, fileOf(executableBytes(), "x.png", "image/png"));
    expect(bad.status).toBe(415);
    const removed = await call(RECEIPT_API.payment.collaborator.DELETE, {
      method: "DELETE",
      token: owner.token,
      params: { id: String(paymentId), fileId: String(row.id) },
    });
    expect(removed.status).toBe(200);
    const after = await s3.objects();
    expect(after.has(row.key)).toBe(false);
    expect([...after.keys()]).toEqual([pdfKey]);
    await (await getDb()).update(payments).set({ fileId: null }).where(eq(payments.id, paymentId));
  });

  it("keeps the upload as the one copy in memory: the stores stream from it", async () => {
    const upload = fileOf(pngBytes(), "recibo.png");
    expect((await readUpload(upload)).bytes).toBe(upload);
  });

  it("deletes the object when the transaction after it fails, leaving no row", async () => {
    const owner = await createUser();
    const before = await s3.objects();
    const rows = (await (await getDb()).select().from(files)).length;
    await expect(
      attachFile(owner.actor, fileOf(pngBytes(), "recibo.png"), async () => {
        throw conflict("Só é possível alterar itens pendentes");
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect([...(await s3.objects()).keys()]).toEqual([...before.keys()]);
    expect((await (await getDb()).select().from(files)).length).toBe(rows);
  });
});

describe("a broken S3 configuration", () => {
  const broken = [
    {
      what: "wrong credentials",
      settings: () => ({ ...s3.settings, accessKeyId: "ERRADA" }),
      log: /File storage "s3" is unavailable \(configuration\): S3 at http:\/\/127\.0\.0\.1:\d+ refused access to bucket "membros" \(InvalidAccessKeyId/,
      message: /não está configurado corretamente/,
    },
    {
      what: "a bucket that does not exist",
      settings: () => ({ ...s3.settings, bucket: "nao-existe" }),
      log: /S3 bucket "nao-existe" does not exist at http:\/\/127\.0\.0\.1:\d+ \(check S3_BUCKET/,
      message: /não está configurado corretamente/,
    },
    {
      what: "an endpoint that does not answer",
      settings: () => ({ ...s3.settings, endpoint: "http://127.0.0.1:1" }),
      log: /S3 endpoint http:\/\/127\.0\.0\.1:1 cannot be reached \(ECONNREFUSED\)/,
      message: /indisponível no momento/,
    },
  ];

  it.each(broken)(
    "answers an upload with a 503 in Portuguese and one clear log line: $what",
    async ({ settings, log, message }) => {
      const owner = await createUser();
      const paymentId = await paymentOf(owner);
      const rows = (await (await getDb()).select().from(files)).length;
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      useStorage("s3", s3Storage(settings()));
      try {
        const sent = await uploadTo(owner, paymentId, fileOf(pngBytes(), "recibo.png"));
        expect(sent.status).toBe(503);
        expect(sent.body).toEqual({ message: expect.stringMatching(message) });
        expect(sent.response.headers.get("retry-after")).toBe("60");
        expect(JSON.stringify(sent.body)).not.toMatch(/S3|at |Error/);
      } finally {
        useStorage("s3", s3Storage(s3.settings));
      }
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(log)]);
      expect((await (await getDb()).select().from(files)).length).toBe(rows);
    },
    30_000,
  );

  it("answers a download with 503 when the credentials are wrong or S3_BUCKET is gone, and 404 when the object is", async () => {
    const owner = await createUser();
    const sent = await uploadTo(owner, await paymentOf(owner), fileOf(pngBytes(), "recibo.png"));
    const params = { id: String(sent.body.file.id) };
    vi.spyOn(console, "error").mockImplementation(() => {});
    useStorage("s3", s3Storage({ ...s3.settings, accessKeyId: "ERRADA" }));
    try {
      expect((await call(fileGet, { token: owner.token, params })).status).toBe(503);
    } finally {
      useStorage("s3", undefined);
    }
    const bucket = process.env.S3_BUCKET;
    delete process.env.S3_BUCKET;
    try {
      const { status, body } = await call(fileGet, { token: owner.token, params });
      expect({ status, body }).toEqual({
        status: 503,
        body: { message: expect.stringMatching(/não está configurado corretamente/) },
      });
    } finally {
      process.env.S3_BUCKET = bucket;
      useStorage("s3", s3Storage(s3.settings));
    }
    await s3Storage(s3.settings).delete((await rowOf(sent.body.file.id)).key);
    expect((await call(fileGet, { token: owner.token, params })).status).toBe(404);
  });
});

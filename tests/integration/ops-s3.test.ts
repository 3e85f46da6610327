import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import yazl from "yazl";
import * as s from "@/db/schema";
import { localStorage } from "@/lib/core/storage/local";
import { s3Storage } from "@/lib/core/storage/s3";
import type { Manifest } from "@/lib/ops/archive";
import { backup } from "@/lib/ops/backup";
import type { Installation } from "@/lib/ops/installation";
import { restore } from "@/lib/ops/restore";
import { profileId, seedBase } from "@/lib/seed/seed";
import {
  connectTo,
  createDatabase,
  dumpFiles,
  dumpTables,
  openInstallation,
  runCli,
} from "../support/ops";
import { startS3, type TestS3 } from "../support/s3-server";

/**
 * Backup → restore of an installation whose files are in S3 (decision 0114): the objects are
 * read into the archive through the adapter and written back into the target's own bucket under
 * the same keys, compared by SHA-256; beside them a local file, and an UploadThing row whose
 * bytes stay at UploadThing. On this project's driver (embedded or PostgreSQL).
 */
const root = mkdtempSync(path.join(tmpdir(), "membros-ops-s3-"));
const archive = path.join(root, "backup.zip");
const drops: (() => Promise<void>)[] = [];
const postgres = process.env.TEST_DRIVER === "postgres";
let s3: TestS3;
let source: Installation;
let manifest: Manifest;

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const hashes = async (bucket: string) =>
  Object.fromEntries([...(await s3.objects(bucket))].map(([key, bytes]) => [key, sha(bytes)]));
const bucketOf = (bucket: string) => ({ ...s3.settings, bucket });

async function freshTarget(tag: string, bucket: string | null): Promise<Installation> {
  const target: Installation = {
    dataDir: mkdtempSync(path.join(root, `${tag}-`)),
    s3: bucket ? bucketOf(bucket) : null,
  };
  if (postgres) {
    const created = await createDatabase(tag);
    drops.push(created.drop);
    target.databaseUrl = created.url;
  }
  return target;
}

beforeAll(async () => {
  s3 = await startS3(["origem", "destino", "falha", "cli"]);
  source = await freshTarget("src", "origem");
  mkdirSync(source.dataDir, { recursive: true });
  const opened = await openInstallation(source.dataDir, source.databaseUrl);
  try {
    await seedBase(opened.db);
    const [owner] = await opened.db
      .insert(s.users)
      .values({
        firstName: "Dona",
        lastName: "Dos Arquivos",
        email: "arquivos@teste.dev",
        passwordHash: "",
        profileId: await profileId(opened.db, "EMPLOYEE"),
        phone: "11987654321",
        birthDate: "1990-05-20",
      })
      .returning();
    const file = (storage: string, key: string, bytes: Uint8Array) => ({
      storage,
      key,
      originalName: "recibo.pdf",
      mimeType: "application/pdf",
      size: bytes.byteLength,
      sha256: sha(bytes),
      ownerId: owner.id,
    });
    const rows = [];
    for (const size of [300_000, 17]) {
      const bytes = new Uint8Array(randomBytes(size));
      const { key } = await s3Storage(source.s3).put({ bytes, name: "x.pdf", type: "" });
      rows.push(file("s3", key, bytes));
    }
    const bytes = new Uint8Array(randomBytes(1000));
    const local = await localStorage(path.join(source.dataDir, "uploads")).put({
      bytes,
      name: "x.pdf",
      type: "",
    });
    rows.push(file("local", local.key, bytes), file("uploadthing", "ut-key-1", bytes));
    await opened.db.insert(s.files).values(rows);
  } finally {
    await opened.close();
  }
  manifest = await backup(source, archive);
}, 300_000);

afterAll(async () => {
  for (const drop of drops) await drop();
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

const tablesOf = async (installation: Installation) => {
  const conn = await connectTo(installation.dataDir, installation.databaseUrl);
  try {
    return await dumpTables(conn);
  } finally {
    await conn.close();
  }
};

describe("backup with files in S3", () => {
  it("holds every S3 object the rows name, read through the adapter, with its hash", async () => {
    const objects = await hashes("origem");
    expect(Object.keys(objects)).toHaveLength(2);
    const inS3 = manifest.files.filter((file) => file.storage === "s3");
    expect(Object.fromEntries(inS3.map((file) => [file.key, file.sha256]))).toEqual(objects);
    expect(inS3.map((file) => file.entry).sort()).toEqual(
      Object.keys(objects)
        .map((key) => `s3/${key}`)
        .sort(),
    );
    expect(manifest.files.filter((file) => !file.storage)).toHaveLength(1);
    expect(manifest).toMatchObject({ formatVersion: 2, missingFiles: [] });
  });

  it("refuses in one sentence when S3 is not configured or refuses access", async () => {
    await expect(backup({ ...source, s3: null }, path.join(root, "sem-s3.zip"))).rejects.toThrow(
      "2 stored files are in S3, but S3_BUCKET is not set: set the S3_* variables the app uses.",
    );
    const wrong = { ...source, s3: { ...s3.settings, bucket: "origem", accessKeyId: "ERRADA" } };
    await expect(backup(wrong, path.join(root, "errada.zip"))).rejects.toThrow(
      /^S3 failed: S3 at http:\/\/127\.0\.0\.1:\d+ refused access to bucket "origem" \(InvalidAccessKeyId/,
    );
  });
});

describe("restore with files in S3", () => {
  it("writes the objects into the target's bucket under their keys, byte for byte, with the rows and the local file", async () => {
    const target = await freshTarget("dst", "destino");
    const summary = await restore(archive, target);
    expect(summary.files).toBe(3);
    expect(await hashes("destino")).toEqual(await hashes("origem"));
    expect(await tablesOf(target)).toEqual(await tablesOf(source));
    expect(dumpFiles(path.join(target.dataDir, "uploads"))).toEqual(
      dumpFiles(path.join(source.dataDir, "uploads")),
    );

    // --force: the wiped rows' objects that the backup lacks are deleted, the others rewritten.
    const stray = await s3Storage(target.s3).put({ bytes: new Uint8Array(3), name: "", type: "" });
    const conn = await connectTo(target.dataDir, target.databaseUrl);
    try {
      await conn.query(
        "insert into files (storage, key, original_name, mime_type, size, sha256, owner_id) select 's3', $1, 'a', 'application/pdf', 3, $2, owner_id from files limit 1",
        [stray.key, "0".repeat(64)],
      );
    } finally {
      await conn.close();
    }
    await restore(archive, target, { force: true });
    expect(await hashes("destino")).toEqual(await hashes("origem"));
  }, 300_000);

  it("refuses a target without S3 before touching it, and removes the objects written when a later step fails", async () => {
    const bare = await freshTarget("bare", null);
    await expect(restore(archive, bare)).rejects.toThrow(
      "2 stored files are in S3, but S3_BUCKET is not set: set the S3_* variables the app uses.",
    );
    expect(dumpFiles(path.join(bare.dataDir, "uploads"))).toEqual({});

    const broken = path.join(root, "rows-changed.zip");
    await changeRows(archive, broken);
    const target = await freshTarget("fail", "falha");
    await expect(restore(broken, target)).rejects.toThrow(/does not match its SHA-256/);
    expect(await hashes("falha")).toEqual({});
    expect(dumpFiles(path.join(target.dataDir, "uploads"))).toEqual({});
  }, 300_000);

  it("runs as npm run backup / restore with the S3_* variables of each installation", async () => {
    const out = path.join(root, "cli.zip");
    const env = (installation: Installation, bucket: string) => ({
      DATA_DIR: installation.dataDir,
      DATABASE_URL: installation.databaseUrl,
      ...s3.env,
      S3_BUCKET: bucket,
      // The SDK's notice that its 2027 releases need Node 22 would be the only stderr line.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    });
    const made = await runCli(["backup", "--out", out], env(source, "origem"));
    expect(made).toMatchObject({ code: 0, stderr: "" });
    expect(made.stdout).toMatch(/backup: \d+\/\d+ rows, 3\/3 files \(100%\)/);
    const target = await freshTarget("cli", null);
    const restored = await runCli(["restore", out], env(target, "cli"));
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    expect(await hashes("cli")).toEqual(await hashes("origem"));
  }, 300_000);
});

/** A copy of the archive whose users rows no longer match the manifest: the load fails late. */
async function changeRows(file: string, out: string) {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const copy = new yazl.ZipFile();
  const done = pipeline(copy.outputStream, createWriteStream(out));
  for await (const entry of zip.eachEntry()) {
    const body = Buffer.concat(await (await zip.openReadStreamPromise(entry)).toArray());
    const changed = entry.fileName === "tables/users.jsonl";
    copy.addBuffer(
      changed ? Buffer.from(body.toString().replace("Dona", "Done")) : body,
      entry.fileName,
    );
  }
  copy.end();
  await done;
}

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
import { move } from "@/lib/ops/move";
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

/** A user and files in the installation: S3 objects of these sizes, and optionally a local file and an UploadThing row. */
async function populate(installation: Installation, s3Sizes: number[], others: boolean) {
  mkdirSync(installation.dataDir, { recursive: true });
  const opened = await openInstallation(installation.dataDir, installation.databaseUrl);
  const keys: string[] = [];
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
    for (const size of s3Sizes) {
      const bytes = new Uint8Array(randomBytes(size));
      const { key } = await s3Storage(installation.s3).put({ bytes, name: "x.pdf", type: "" });
      rows.push(file("s3", key, bytes));
      keys.push(key);
    }
    if (others) {
      const bytes = new Uint8Array(randomBytes(1000));
      const local = await localStorage(path.join(installation.dataDir, "uploads")).put({
        bytes,
        name: "x.pdf",
        type: "",
      });
      rows.push(file("local", local.key, bytes), file("uploadthing", "ut-key-1", bytes));
    }
    await opened.db.insert(s.files).values(rows);
  } finally {
    await opened.close();
  }
  return keys;
}

beforeAll(async () => {
  s3 = await startS3(["origem", "destino", "falha", "cli", "mover"]);
  source = await freshTarget("src", "origem");
  await populate(source, [300_000, 17], true);
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

    // The rows fail after every file was written; then an object fails while it is uploaded.
    const lastObject = manifest.files.filter((file) => file.storage === "s3").at(-1)!.entry;
    const changes = [
      {
        name: "tables/users.jsonl",
        change: (b: Buffer) => Buffer.from(`${b}`.replace("Dona", "Done")),
      },
      { name: lastObject, change: (b: Buffer) => b.map((byte) => byte ^ 1) as Buffer },
    ];
    for (const [index, { name, change }] of changes.entries()) {
      const broken = path.join(root, `broken-${index}.zip`);
      await changeEntry(archive, broken, name, change);
      const target = await freshTarget(`fail${index}`, "falha");
      await expect(restore(broken, target)).rejects.toThrow(
        new RegExp(`${name} does not match its SHA-256`),
      );
      expect(await hashes("falha")).toEqual({});
      expect(dumpFiles(path.join(target.dataDir, "uploads"))).toEqual({});
    }
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

if (postgres)
  describe("npm run move with files in S3", () => {
    it("leaves the objects in the bucket, checks each against its row, and warns about a missing one", async () => {
      const embedded: Installation = {
        dataDir: mkdtempSync(path.join(root, "embedded-")),
        s3: bucketOf("mover"),
      };
      const [key] = await populate(embedded, [2048], false);
      for (const [round, intact] of [
        ["moved", 1],
        ["gone", 0],
      ] as const) {
        if (round === "gone") await s3Storage(embedded.s3).delete(key);
        const created = await createDatabase(`move_${round}`);
        drops.push(created.drop);
        const lines: string[] = [];
        expect((await move(embedded, created.url, (line) => lines.push(line))).files).toBe(intact);
        expect(lines.at(-1)).toMatch(
          new RegExp(
            `^moved \\d+ rows in \\d+ tables\\. ${intact} stored files stay in .* and the S3 bucket mover`,
          ),
        );
        if (round === "gone")
          expect(lines).toContain(
            `warning: stored file ${key} is missing or changed in S3 bucket mover`,
          );
      }
    }, 300_000);
  });

/** A copy of the archive with one entry's bytes changed (the manifest still has the old hash). */
async function changeEntry(file: string, out: string, name: string, change: (b: Buffer) => Buffer) {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const copy = new yazl.ZipFile();
  const done = pipeline(copy.outputStream, createWriteStream(out));
  for await (const entry of zip.eachEntry()) {
    const body = Buffer.concat(await (await zip.openReadStreamPromise(entry)).toArray());
    copy.addBuffer(entry.fileName === name ? change(body) : body, entry.fileName);
  }
  copy.end();
  await done;
}

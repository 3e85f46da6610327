import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yauzl from "yauzl";
import yazl from "yazl";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "@/db";
import * as s from "@/db/schema";
import { localStorage } from "@/lib/core/storage/local";
import { hashPassword } from "@/lib/core/password";
import { seedBase, profileId } from "@/lib/seed/seed";
import {
  connectTo,
  createDatabase,
  dumpFiles,
  dumpTables,
  openInstallation,
  postgresUrl,
  runCli,
} from "../support/ops";

/**
 * The commands as an operator runs them (a child process, tsx like `npm run`): progress on
 * stdout, and for every refusal one clear sentence on stderr, exit code 1, no stack trace.
 */
const root = mkdtempSync(path.join(tmpdir(), "membros-ops-cli-"));
const drops: (() => Promise<void>)[] = [];
const source = {
  DATA_DIR: path.join(root, "source"),
  DATABASE_URL: undefined as string | undefined,
};
const archive = path.join(root, "backup.zip");
const restored = path.join(root, "restored");

const noStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

async function refused(args: string[], env: Record<string, string | undefined>, message: RegExp) {
  const result = await runCli(args, env);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(message);
  noStack(result.stderr);
  return result;
}

/** The archive with one byte of the users' rows changed, everything else as it was. */
async function tamperedCopy(file: string, out: string) {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const copy = new yazl.ZipFile();
  const written = pipeline(copy.outputStream, createWriteStream(out));
  for await (const entry of zip.eachEntry()) {
    let bytes = Buffer.concat(await (await zip.openReadStreamPromise(entry)).toArray());
    if (entry.fileName === "tables/users.jsonl")
      bytes = Buffer.from(bytes.toString("utf8").replace("Admin", "Amdin"));
    copy.addBuffer(bytes, entry.fileName);
  }
  copy.end();
  await written;
}

beforeAll(async () => {
  if (process.env.TEST_DRIVER === "postgres") {
    const created = await createDatabase("cli");
    source.DATABASE_URL = created.url;
    drops.push(created.drop);
  }
  mkdirSync(source.DATA_DIR, { recursive: true });
  const opened = await openInstallation(source.DATA_DIR, source.DATABASE_URL);
  try {
    await seedBase(opened.db);
    const [user] = await opened.db
      .insert(s.users)
      .values({
        firstName: "Admin",
        lastName: "Linha de Comando",
        email: "cli@teste.dev",
        passwordHash: await hashPassword("Senha@Cli12345"),
        profileId: await profileId(opened.db, "ADMIN"),
        phone: "11987654321",
        birthDate: "1985-01-02",
      })
      .returning();
    const bytes = new Uint8Array(Buffer.from("%PDF-1.4 recibo de teste\n"));
    const { key } = await localStorage(path.join(source.DATA_DIR, "uploads")).put({
      bytes,
      name: "recibo.pdf",
      type: "application/pdf",
    });
    await opened.db.insert(s.files).values({
      storage: "local",
      key,
      originalName: "recibo.pdf",
      mimeType: "application/pdf",
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      ownerId: user.id,
    });
  } finally {
    await opened.close();
  }
}, 180_000);

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(root, { recursive: true, force: true });
});

describe("npm run backup / restore", () => {
  it("backs up and restores into a fresh data folder, printing progress to 100%", async () => {
    const backedUp = await runCli(["backup", "--out", archive], source);
    expect(backedUp.stderr).toBe("");
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/backup: \d+\/\d+ rows, 1\/1 files \(100%\)/);
    expect(backedUp.stdout).toContain(`backup written to ${archive}`);

    const result = await runCli(["restore", archive], { DATA_DIR: restored });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/restore: (\d+)\/\1 rows, 1\/1 files \(100%\)/);
    expect(result.stdout).toMatch(
      /restored \d+ rows in \d+ tables and 1 files \(\d+ bytes, SHA-256 verified\)/,
    );

    const [from, to] = [
      await connectTo(source.DATA_DIR, source.DATABASE_URL),
      await connectTo(restored),
    ];
    try {
      expect(await dumpTables(to)).toEqual(await dumpTables(from));
    } finally {
      await Promise.all([from.close(), to.close()]);
    }
    expect(dumpFiles(path.join(restored, "uploads"))).toEqual(
      dumpFiles(path.join(source.DATA_DIR, "uploads")),
    );
  }, 300_000);

  it("refuses a non-empty target, a missing file, a file that is not a ZIP, and an existing --out", async () => {
    await refused(
      ["restore", archive],
      { DATA_DIR: restored },
      /^restore failed: The target is not empty \(users: 1 rows.*\)\. Use an empty installation, or pass --force/,
    );
    await refused(
      ["restore", path.join(root, "nada.zip")],
      { DATA_DIR: path.join(root, "unused") },
      /^restore failed: Backup file not found: .*nada\.zip/,
    );
    const notZip = path.join(root, "not-a-zip.zip");
    writeFileSync(notZip, "isto não é um zip\n");
    await refused(
      ["restore", notZip],
      { DATA_DIR: path.join(root, "unused") },
      /^restore failed: .*not-a-zip\.zip is not a usable Membros backup: not a valid ZIP archive/,
    );
    await refused(
      ["backup", "--out", archive],
      source,
      /^backup failed: .*backup\.zip already exists/,
    );
    await refused(
      ["backup", "--out", path.join(root, "x.zip")],
      { DATA_DIR: path.join(root, "empty-folder") },
      /^backup failed: No embedded database in .*empty-folder/,
    );
    expect(existsSync(path.join(root, "unused", "uploads"))).toBe(false);
  }, 300_000);

  it("refuses an archive whose rows do not match the manifest's hash, and leaves the target empty", async () => {
    const tampered = path.join(root, "tampered.zip");
    await tamperedCopy(archive, tampered);
    const target = path.join(root, "after-tampered");
    await refused(
      ["restore", tampered],
      { DATA_DIR: target },
      /^restore failed: .*tampered\.zip is not a usable Membros backup: tables\/users\.jsonl does not match its SHA-256 in the manifest/,
    );
    const conn = await connectTo(target);
    try {
      const [row] = await conn.query<{ n: string }>("select count(*)::text as n from users");
      expect(row.n).toBe("0");
    } finally {
      await conn.close();
    }
    expect(dumpFiles(path.join(target, "uploads"))).toEqual({});
    // Nothing was left behind that would make the target look used: the good archive restores.
    const retried = await runCli(["restore", archive], { DATA_DIR: target });
    expect(retried.stderr).toBe("");
    expect(retried.code).toBe(0);
  }, 300_000);

  it("refuses to open an embedded database another process holds", async () => {
    const held = await openPglite(path.join(restored, "pglite"), { migrate: false });
    try {
      await refused(
        ["backup", "--out", path.join(root, "held.zip")],
        { DATA_DIR: restored },
        new RegExp(
          `^backup failed: The embedded database in .* is in use by process ${process.pid}\\. Stop the app first`,
        ),
      );
    } finally {
      await held.close();
    }
    expect(existsSync(path.join(root, "held.zip"))).toBe(false);
  }, 120_000);
});

describe("a wrong PostgreSQL URL", () => {
  it("is refused in one sentence: not a URL, nobody listening, no such database", async () => {
    await refused(
      ["move", "--to", "mysql://root@localhost/membros"],
      { DATA_DIR: restored },
      /^move failed: Invalid PostgreSQL URL: expected postgres:\/\/user@host:port\/database\./,
    );
    await refused(
      ["move", "--to", "postgres://postgres@127.0.0.1:1/membros"],
      { DATA_DIR: restored },
      /^move failed: Cannot connect to the PostgreSQL server: connection refused\./,
    );
    if (postgresUrl()) {
      const missing = new URL(postgresUrl()!);
      missing.pathname = "/membros_no_such_database";
      await refused(
        ["restore", archive],
        { DATABASE_URL: missing.toString(), DATA_DIR: path.join(root, "unused") },
        /^restore failed: The PostgreSQL database does not exist: .*membros_no_such_database/,
      );
    }
  }, 120_000);
});

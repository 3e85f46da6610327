import { randomBytes, createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db";
import * as s from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { hashPassword, verifyPassword } from "@/lib/core/password";
import type { Manifest } from "@/lib/ops/archive";
import { backup } from "@/lib/ops/backup";
import { codeMigrations, migrateTo } from "@/lib/ops/migrations";
import { connectPostgres } from "@/lib/ops/connection";
import yauzl from "yauzl";
import yazl from "yazl";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { restore } from "@/lib/ops/restore";
import { schemaTables } from "@/lib/ops/tables";
import { DEMO_EMPLOYEE, demoData } from "@/lib/seed/demo-data";
import { seedBase } from "@/lib/seed/seed";
import {
  connectTo,
  createDatabase,
  dumpFiles,
  dumpTables,
  openInstallation,
  postgresUrl,
} from "../support/ops";

/**
 * Backup → restore of a whole installation (decision 0112): the source is this project's
 * driver (PostgreSQL or an embedded database in a folder) with the demo data, some files and
 * awkward rows; it is restored into a fresh data folder and, when a server is configured, a
 * fresh PostgreSQL database, and compared row by row and file by file.
 */
const root = mkdtempSync(path.join(tmpdir(), "membros-ops-backup-"));
const drops: (() => Promise<void>)[] = [];
const source = { dataDir: path.join(root, "source"), databaseUrl: undefined as string | undefined };
const archive = path.join(root, "backup.zip");
const QUOTED = `Zoë "O'Brien" \\ ; -- ${"ã".repeat(3)}\nsegunda linha`;
let manifest: Manifest;
let sourceTables: Record<string, string[]>;
let deletedUserId = 0;

async function extraRows(db: Database) {
  const [profile] = await db.select().from(s.profiles).where(eq(s.profiles.label, "EMPLOYEE"));
  const person = (email: string) => ({
    firstName: QUOTED,
    lastName: "Teste",
    email,
    passwordHash: "",
    profileId: profile.id,
    phone: "11987654321",
    birthDate: "1990-05-20",
  });
  const [kept] = await db
    .insert(s.users)
    .values({
      ...person("restaurada@teste.dev"),
      passwordHash: await hashPassword("Senha@Restaurada1"),
    })
    .returning();
  // The identity passes the highest id left: a restored database must not hand it out again.
  const [gone] = await db.insert(s.users).values(person("apagada@teste.dev")).returning();
  await db.delete(s.users).where(eq(s.users.id, gone.id));
  deletedUserId = gone.id;
  // The audit log is append-only (its triggers refuse TRUNCATE): restore must still replace it.
  await db.insert(s.auditEvents).values({
    action: "auth.sign_in",
    actorUserId: kept.id,
    details: { method: "password" },
    clientAddress: "192.0.2.1",
    userAgent: "Teste/1.0",
  });
  // A bigger file, and one on UploadThing (its row is restored, its bytes live elsewhere).
  const bytes = new Uint8Array(randomBytes(300_000));
  const { key } = await localStorage(path.join(source.dataDir, "uploads")).put({
    bytes,
    name: "grande.bin",
    type: "application/pdf",
  });
  const file = {
    originalName: "grande.pdf",
    mimeType: "application/pdf",
    ownerId: kept.id,
    size: bytes.byteLength,
  };
  await db.insert(s.files).values([
    { ...file, storage: "local", key, sha256: createHash("sha256").update(bytes).digest("hex") },
    { ...file, storage: "uploadthing", key: "ut-key-123", sha256: "0".repeat(64) },
  ]);
}

beforeAll(async () => {
  if (process.env.TEST_DRIVER === "postgres") {
    const created = await createDatabase("src");
    source.databaseUrl = created.url;
    drops.push(created.drop);
  }
  mkdirSync(source.dataDir, { recursive: true });
  useStorage("local", localStorage(path.join(source.dataDir, "uploads")));
  const opened = await openInstallation(source.dataDir, source.databaseUrl);
  try {
    await seedBase(opened.db);
    await demoData(opened.db);
    await extraRows(opened.db);
  } finally {
    await opened.close();
    useStorage("local", undefined);
  }
  writeFileSync(path.join(source.dataDir, "auth-secret"), "segredo-da-origem", { mode: 0o600 });
  manifest = await backup(source, archive);
  const conn = await connectTo(source.dataDir, source.databaseUrl);
  sourceTables = await dumpTables(conn);
  await conn.close();
}, 300_000);

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(root, { recursive: true, force: true });
});

describe("backup", () => {
  it("holds every table of the schema with its row count, the migration state, and every local file with its hash", () => {
    expect(manifest.tables.map((t) => t.name).sort()).toEqual(schemaTables());
    for (const table of manifest.tables) expect(table.rows).toBe(sourceTables[table.name].length);
    expect(manifest.tables.find((t) => t.name === "users")!.rows).toBeGreaterThan(10);
    expect(manifest.migrations).toHaveLength(codeMigrations().length);
    expect(manifest.schemaVersion).toBe(codeMigrations().at(-1)!.tag);
    const onDisk = dumpFiles(path.join(source.dataDir, "uploads"));
    expect(Object.keys(onDisk).length).toBeGreaterThanOrEqual(19);
    expect(Object.fromEntries(manifest.files.map((f) => [f.key, `${f.sha256} ${f.size}`]))).toEqual(
      onDisk,
    );
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.authSecret).not.toBeNull();
  });
});

if (process.env.TEST_DRIVER === "postgres") {
  it("reads one consistent snapshot while the app keeps writing (PostgreSQL)", async () => {
    const { default: postgres } = await import("postgres");
    const app = postgres(source.databaseUrl!, { max: 1, onnotice: () => {} });
    const count = async () =>
      Number((await app`select count(*)::int as n from status_history`)[0].n);
    const before = await count();
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await app`insert into status_history (entity_type, entity_id, to_status) values ('payment', 1, 'PAID')`;
        written += 1;
      }
    })();
    const live = await backup(source, path.join(root, "live.zip")).finally(() => {
      writing = false;
    });
    await writer;
    const after = await count();
    await app.end();
    expect(written).toBeGreaterThan(0);
    const rows = live.tables.find((t) => t.name === "status_history")!.rows;
    expect(rows).toBeGreaterThanOrEqual(before);
    expect(rows).toBeLessThan(after);

    const target = { dataDir: mkdtempSync(path.join(root, "live-")), databaseUrl: "" };
    const created = await createDatabase("live");
    drops.push(created.drop);
    target.databaseUrl = created.url;
    await restore(path.join(root, "live.zip"), target);
    const conn = await connectTo(target.dataDir, target.databaseUrl);
    try {
      const [row] = await conn.query<{ n: string }>(
        "select count(*)::text as n from status_history",
      );
      expect(Number(row.n)).toBe(rows);
    } finally {
      await conn.close();
    }
  }, 300_000);
}

if (postgresUrl()) {
  it("restores a backup of an older schema and migrates it forward, and refuses one from a newer schema", async () => {
    const [old, fresh] = [await createDatabase("old"), await createDatabase("new")];
    drops.push(old.drop, fresh.drop);
    const conn = await connectPostgres(old.url);
    try {
      // Two migrations behind the code, whichever they are: the restore migrates it forward.
      await migrateTo(conn, codeMigrations().length - 2);
      await conn.query("insert into profiles (label) values ('ADMIN')");
      await conn.query(
        "insert into users (first_name, last_name, email, password_hash, profile_id, phone, birth_date) select 'Antiga', 'Versão', 'antiga@teste.dev', 'x', id, '11999999999', '1990-01-01' from profiles",
      );
    } finally {
      await conn.close();
    }
    const oldArchive = path.join(root, "old.zip");
    const made = await backup(
      { databaseUrl: old.url, dataDir: path.join(root, "old") },
      oldArchive,
    );
    expect(made.schemaVersion).toBe(codeMigrations().at(-3)!.tag);
    const target = { databaseUrl: fresh.url, dataDir: path.join(root, "new") };
    await restore(oldArchive, target);
    const restored = await connectPostgres(fresh.url);
    try {
      expect(await restored.query("select first_name, last_name from user_names")).toEqual([
        { first_name: "Antiga", last_name: "Versão" },
      ]);
    } finally {
      await restored.close();
    }
    // The journal of a newer Membros: a migration this code does not know.
    const newer = path.join(root, "newer.zip");
    await rewriteManifest(oldArchive, newer, (m) => ({
      ...m,
      migrations: [...m.migrations, { hash: "f".repeat(64), createdAt: "9999999999999" }],
    }));
    await expect(restore(newer, { dataDir: path.join(root, "unused") })).rejects.toThrow(
      /The backup has a database migration this version of Membros does not know/,
    );
  }, 300_000);
}

/** A copy of an archive with its manifest changed (the entries' hashes still match). */
async function rewriteManifest(file: string, out: string, change: (m: Manifest) => Manifest) {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const copy = new yazl.ZipFile();
  const written = pipeline(copy.outputStream, createWriteStream(out));
  for await (const entry of zip.eachEntry()) {
    const bytes = Buffer.concat(await (await zip.openReadStreamPromise(entry)).toArray());
    copy.addBuffer(
      entry.fileName === "manifest.json"
        ? Buffer.from(JSON.stringify(change(JSON.parse(bytes.toString("utf8")))))
        : bytes,
      entry.fileName,
    );
  }
  copy.end();
  await written;
}

const targets = [
  { name: "a fresh data folder (embedded database)", postgres: false },
  ...(postgresUrl() ? [{ name: "a fresh PostgreSQL database", postgres: true }] : []),
];

describe.each(targets)("restore into $name", ({ postgres }) => {
  const target = { dataDir: "", databaseUrl: undefined as string | undefined };

  beforeAll(async () => {
    target.dataDir = mkdtempSync(path.join(root, "target-"));
    if (postgres) {
      const created = await createDatabase("dst");
      target.databaseUrl = created.url;
      drops.push(created.drop);
    }
    await restore(archive, target);
  }, 300_000);

  it("has the same rows in every table, the same files byte for byte, and the same secret", async () => {
    const conn = await connectTo(target.dataDir, target.databaseUrl);
    try {
      expect(await dumpTables(conn)).toEqual(sourceTables);
    } finally {
      await conn.close();
    }
    expect(dumpFiles(path.join(target.dataDir, "uploads"))).toEqual(
      dumpFiles(path.join(source.dataDir, "uploads")),
    );
    expect(readFileSync(path.join(target.dataDir, "auth-secret"), "utf8")).toBe(
      "segredo-da-origem",
    );
  }, 120_000);

  it("signs in the same people, hands out new ids past the restored ones, and refuses a second restore", async () => {
    const opened = await openInstallation(target.dataDir, target.databaseUrl);
    try {
      const [employee] = await opened.db
        .select()
        .from(s.users)
        .where(eq(s.users.email, DEMO_EMPLOYEE.email));
      expect(await verifyPassword(employee.passwordHash, DEMO_EMPLOYEE.password)).toBe(true);
      const [kept] = await opened.db
        .select()
        .from(s.users)
        .where(eq(s.users.email, "restaurada@teste.dev"));
      expect(kept.firstName).toBe(QUOTED);
      expect(await verifyPassword(kept.passwordHash, "Senha@Restaurada1")).toBe(true);
      expect(await verifyPassword(kept.passwordHash, "Senha@Errada1")).toBe(false);
      const [fresh] = await opened.db
        .insert(s.users)
        .values({
          firstName: "Nova",
          lastName: "Pessoa",
          email: "nova@teste.dev",
          passwordHash: kept.passwordHash,
          profileId: kept.profileId,
          phone: kept.phone,
          birthDate: kept.birthDate,
        })
        .returning({ id: s.users.id });
      expect(fresh.id).toBeGreaterThan(deletedUserId);
    } finally {
      await opened.close();
    }
    await expect(restore(archive, target)).rejects.toThrow(
      /The target is not empty \(.*users: \d+ rows.*--force to wipe it first/,
    );
  }, 120_000);

  it("with --force, wipes the target first and restores the backup exactly", async () => {
    await restore(archive, target, { force: true });
    const conn = await connectTo(target.dataDir, target.databaseUrl);
    try {
      expect(await dumpTables(conn)).toEqual(sourceTables);
    } finally {
      await conn.close();
    }
  }, 300_000);
});

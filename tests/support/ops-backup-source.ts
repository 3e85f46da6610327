import { randomBytes, createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "@/db";
import * as s from "@/db/schema";
// Aliased: the name `useStorage` reads as a React hook to the linter, and this is no component.
import { useStorage as selectStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { hashPassword } from "@/lib/core/password";
import type { Manifest } from "@/lib/ops/archive";
import { backup } from "@/lib/ops/backup";
import { demoData } from "@/lib/seed/demo-data";
import { seedBase } from "@/lib/seed/seed";
import { connectTo, createDatabase, dumpTables, openInstallation } from "./ops";

/**
 * The source installation of the backup → restore tests (decision 0112): this project's driver
 * (PostgreSQL or an embedded database in a folder) with the demo data, some files and awkward
 * rows, backed up once per test file into `archive`.
 *
 * Live bindings: `manifest`, `sourceTables` and `deletedUserId` are set by `backupSource()`'s
 * beforeAll.
 */
export const root = mkdtempSync(path.join(tmpdir(), "membros-ops-backup-"));
export const drops: (() => Promise<void>)[] = [];
export const source = {
  dataDir: path.join(root, "source"),
  databaseUrl: undefined as string | undefined,
};
export const archive = path.join(root, "backup.zip");
export const QUOTED = `Zoë "O'Brien" \\ ; -- ${"ã".repeat(3)}\nsegunda linha`;
export let manifest: Manifest;
export let sourceTables: Record<string, string[]>;
export let deletedUserId = 0;

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

/** For this test file: the source installation and its backup; the databases dropped after. */
export function backupSource() {
  beforeAll(async () => {
    if (process.env.TEST_DRIVER === "postgres") {
      const created = await createDatabase("src");
      source.databaseUrl = created.url;
      drops.push(created.drop);
    }
    mkdirSync(source.dataDir, { recursive: true });
    selectStorage("local", localStorage(path.join(source.dataDir, "uploads")));
    const opened = await openInstallation(source.dataDir, source.databaseUrl);
    try {
      await seedBase(opened.db);
      await demoData(opened.db);
      await extraRows(opened.db);
    } finally {
      await opened.close();
      selectStorage("local", undefined);
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
}

import { mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "@/db/schema";
import { verifyPassword } from "@/lib/core/password";
import { restore } from "@/lib/ops/restore";
import { DEMO_EMPLOYEE } from "@/lib/seed/demo-data";
import {
  connectTo,
  createDatabase,
  dumpFiles,
  dumpTables,
  openInstallation,
  postgresUrl,
} from "../support/ops";
import {
  archive,
  backupSource,
  deletedUserId,
  drops,
  QUOTED,
  root,
  source,
  sourceTables,
} from "../support/ops-backup-source";

/**
 * Restore of a whole installation's backup (decision 0112) into a fresh data folder and, when a
 * server is configured, a fresh PostgreSQL database, compared row by row and file by file with
 * the source.
 */
backupSource();

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

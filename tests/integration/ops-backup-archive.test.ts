import { createWriteStream, mkdtempSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import type { Manifest } from "@/lib/ops/archive";
import { backup } from "@/lib/ops/backup";
import { codeMigrations, migrateTo } from "@/lib/ops/migrations";
import { connectPostgres } from "@/lib/ops/connection";
import yauzl from "yauzl";
import yazl from "yazl";
import { restore } from "@/lib/ops/restore";
import { schemaTables } from "@/lib/ops/tables";
import { connectTo, createDatabase, dumpFiles, postgresUrl } from "../support/ops";
import {
  backupSource,
  drops,
  manifest,
  root,
  source,
  sourceTables,
} from "../support/ops-backup-source";

/**
 * Backup of a whole installation (decision 0112): what the archive holds, a consistent snapshot
 * while the app writes, and archives of an older or a newer schema. The restore is in
 * ops-backup-restore.test.ts.
 */
backupSource();

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

import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { openPglite, openPostgres, type Opened } from "@/db";
import { connectPglite, connectPostgres, type Conn } from "@/lib/ops/connection";
import { ident, schemaTables } from "@/lib/ops/tables";
import { withDatabase } from "./global-setup";

/** Helpers of the backup, restore and move tests: real databases, real folders, the real CLI. */

export const postgresUrl = () => process.env.DATABASE_URL;

/** A new, empty PostgreSQL database on the test server, and how to drop it. */
export async function createDatabase(tag: string) {
  const { default: postgres } = await import("postgres");
  const admin = postgres(postgresUrl()!, { onnotice: () => {}, max: 1 });
  const name = `membros_tops_${tag}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  await admin.unsafe(`create database ${name}`);
  return {
    url: withDatabase(postgresUrl()!, name),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Opens (and migrates) an installation's database through the app's own db/index.ts. */
export const openInstallation = (dataDir: string, url?: string): Promise<Opened> =>
  url ? openPostgres(url) : openPglite(path.join(dataDir, "pglite"));

export const connectTo = (dataDir: string, url?: string): Promise<Conn> =>
  url ? connectPostgres(url) : connectPglite(path.join(dataDir, "pglite"));

/**
 * Every row of every table as jsonb text, generated columns included, sorted: read by a query
 * of its own (not the backup's), so a column the backup forgot shows up as a difference.
 */
export async function dumpTables(conn: Conn): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of schemaTables()) {
    const rows = await conn.query<{ r: string }>(
      `select to_jsonb(t)::text as r from public.${ident(table)} t order by 1`,
    );
    dump[table] = rows.map((row) => row.r);
  }
  return dump;
}

/** SHA-256 and size of every file under an uploads folder, by storage key. */
export function dumpFiles(uploads: string): Record<string, string> {
  const files: Record<string, string> = {};
  if (!existsSync(uploads)) return files;
  for (const shard of readdirSync(uploads)) {
    for (const name of readdirSync(path.join(uploads, shard))) {
      const file = path.join(uploads, shard, name);
      const bytes = readFileSync(file);
      files[`${shard}/${name}`] =
        `${createHash("sha256").update(bytes).digest("hex")} ${statSync(file).size}`;
    }
  }
  return files;
}

/** Runs `npm run <command>` as an operator would (tsx, react-server condition), env replaced. */
export function runCli(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const root = path.join(import.meta.dirname, "..", "..");
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const clean: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: undefined,
    ...env,
  };
  for (const key of Object.keys(clean)) if (clean[key] === undefined) delete clean[key];
  return new Promise((resolve) => {
    execFile(
      tsx,
      ["--conditions=react-server", "lib/ops/cli.ts", ...args],
      { cwd: root, env: clean as NodeJS.ProcessEnv, timeout: 240_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

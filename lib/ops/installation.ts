import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import type { S3Settings } from "@/lib/core/storage/s3";
import { connectPglite, connectPostgres, type Conn } from "./connection";

/**
 * An installation as the app sees it: its database (DATABASE_URL, or the embedded one under
 * DATA_DIR/pglite), DATA_DIR, which holds the local file store and the generated secret, and
 * its S3 store when S3_BUCKET is set.
 */
export type Installation = { databaseUrl?: string; dataDir: string; s3?: S3Settings | null };

export const uploadsOf = (installation: Installation) => path.join(installation.dataDir, "uploads");
export const secretFileOf = (installation: Installation) =>
  path.join(installation.dataDir, "auth-secret");
export const pgliteDirOf = (installation: Installation) =>
  path.join(installation.dataDir, "pglite");

export function connect(
  installation: Installation,
  options: { create?: boolean } = {},
): Promise<Conn> {
  if (options.create && !installation.databaseUrl)
    mkdirSync(installation.dataDir, { recursive: true, mode: 0o700 });
  return installation.databaseUrl
    ? connectPostgres(installation.databaseUrl)
    : connectPglite(pgliteDirOf(installation), options);
}

/** Keys of the local store are `<2 hex>/<uuid>` (lib/core/storage/local.ts): never a path elsewhere. */
export const LOCAL_KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** Whether the local store holds any file (empty shard folders left by a failed restore do not count). */
export function hasUploads(installation: Installation): boolean {
  const dir = uploadsOf(installation);
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) => !entry.isDirectory() || readdirSync(path.join(dir, entry.name)).length > 0,
  );
}

import "server-only";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import * as schema from "./schema";
import { dataDir } from "./data-dir";
import { cancelOnAbort } from "./query-signal";
import { trackPoolUsage } from "./pool-usage";

/**
 * The query builder both drivers (postgres-js and PGlite) are: services are written against
 * this type, never against one driver.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

export type Opened = { db: Database; close: () => Promise<void> };

/** The driver under a Database, for the few things the query builder cannot do (cursors). */
export type Driver = { kind: "postgres"; client: Sql } | { kind: "pglite"; client: PGlite };
// On globalThis like the database itself: the module is evaluated once per bundle, and a route
// handler's bundle must find the driver of a database another bundle opened.
const drivers: WeakMap<Database, Driver> = (globalThis.__membrosDrivers ??= new WeakMap());

export function driverOf(db: Database): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error("database opened outside db/index.ts");
  return driver;
}

// Next evaluates modules in several bundles: one instance per process, kept on globalThis
// (two PGlite instances on one directory corrupt it).
declare global {
  var __membrosDb: Promise<Opened> | undefined;
  var __membrosPrepared: Promise<void> | undefined;
  var __membrosDrivers: WeakMap<Database, Driver> | undefined;
}

export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/** DB_POOL_SIZE: connections per process (default 10). */
export const poolSize = () => Number(process.env.DB_POOL_SIZE || 10);
/** DB_STATEMENT_TIMEOUT_MS: the longest one statement may run (default 10 s; 0 = no limit). */
export const statementTimeoutMs = () => Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 10_000);

export async function openPostgres(
  url: string,
  options: { migrate?: boolean } = {},
): Promise<Opened> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const client = postgres(url, {
    onnotice: () => {},
    max: poolSize(),
    // Every statement is bounded; a timeout answers 503 (lib/server/route.ts, decision 0021).
    connection: { statement_timeout: statementTimeoutMs() },
  });
  trackPoolUsage(client, poolSize());
  cancelOnAbort(client, { prepare: process.env.DB_PREPARE !== "false" });
  if (options.migrate !== false) {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // Several app processes may start at once: the one holding the lock migrates, the
    // others wait for it and then find nothing left to do.
    const lock = await client.reserve();
    try {
      // Building an index on a large table may take longer than a request's statement timeout.
      await lock`set statement_timeout = 0`;
      await lock`select pg_advisory_lock(72271)`;
      await migrate(drizzle(client), { migrationsFolder });
      await lock`select pg_advisory_unlock(72271)`;
      await lock`reset statement_timeout`;
    } finally {
      lock.release();
    }
  }
  const db = drizzle(client, { schema });
  drivers.set(db, { kind: "postgres", client });
  return { db, close: () => client.end() };
}

export async function openPglite(
  dir: string | undefined,
  options: { migrate?: boolean; loadDataDir?: Blob } = {},
): Promise<Opened & { client: PGlite }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzle(client, { schema });
  drivers.set(db, { kind: "pglite", client });
  if (options.migrate !== false) {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db, { migrationsFolder });
  }
  return { db, client, close: () => client.close() };
}

/** DATABASE_URL's PostgreSQL server, or the embedded database under DATA_DIR. */
export function openConfigured(): Promise<Opened> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(path.join(dataDir(), "pglite"));
}

export const usesEmbeddedDatabase = () => !process.env.DATABASE_URL;

/**
 * The process-wide database, opened and migrated on first use, without waiting for start-up's
 * seeding: only that seeding (lib/seed/start.ts) calls this. Everything else calls `getDb`.
 */
export async function openedDb(): Promise<Database> {
  globalThis.__membrosDb ??= openConfigured().catch((error) => {
    globalThis.__membrosDb = undefined;
    throw error;
  });
  return (await globalThis.__membrosDb).db;
}

/**
 * The server starts answering while the database is still being opened, migrated and seeded
 * (instrumentation.ts, decision 0026): a screen that needs no data (the login page) does not
 * wait for it; a query waits here until start-up has finished.
 */
export function startPreparing(preparation: Promise<void>): void {
  globalThis.__membrosPrepared = preparation;
  // Once done, queries stop awaiting it; a failed one stays, so every query reports it.
  preparation.then(
    () => {
      if (globalThis.__membrosPrepared === preparation) globalThis.__membrosPrepared = undefined;
    },
    () => undefined,
  );
}

/** The process-wide database, ready: opened, migrated and, on a server that is starting, seeded. */
export async function getDb(): Promise<Database> {
  if (globalThis.__membrosPrepared) await globalThis.__membrosPrepared;
  return openedDb();
}

/** Tests point the services at a database they prepared themselves. */
export function useDatabase(opened: Opened): void {
  globalThis.__membrosDb = Promise.resolve(opened);
}

export async function closeDb(): Promise<void> {
  const current = globalThis.__membrosDb;
  globalThis.__membrosDb = undefined;
  if (current) await (await current).close();
}

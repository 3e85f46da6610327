import { existsSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import { openPglite } from "@/db";
import { OpsError, checkPostgresUrl } from "./errors";

/**
 * One database connection, PostgreSQL or the embedded PGlite, as the ops commands use it: plain
 * SQL with text parameters, so backup, restore and move are one implementation for both.
 */
export type Conn = {
  kind: "postgres" | "pglite";
  /** Names the database in messages, without a password. */
  label: string;
  query<T = Record<string, string | null>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Applies the migrations of `folder` (drizzle's migrator, as the app does on start). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

// Text output that every PostgreSQL reads back the same, whatever the server's defaults.
const SESSION = [
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  "set timezone = 'UTC'",
  "set extra_float_digits = 3",
  "set bytea_output = 'hex'",
];

const redact = (url: string) => {
  const parsed = new URL(url);
  parsed.password = "";
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
};

export async function connectPostgres(url: string): Promise<Conn> {
  checkPostgresUrl(url);
  const { default: postgres } = await import("postgres");
  // One connection: the snapshot transaction, its cursor and the restore all need the same one.
  const sql = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 10,
    connection: { statement_timeout: 0, application_name: "membros-ops" },
  });
  try {
    for (const statement of SESSION) await sql.unsafe(statement);
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => undefined);
    throw error;
  }
  return {
    kind: "postgres",
    label: redact(url),
    query: async <T>(text: string, params: unknown[] = []) =>
      (await sql.unsafe(text, params as never[])) as unknown as T[],
    async migrate(folder) {
      const { drizzle } = await import("drizzle-orm/postgres-js");
      const { migrate } = await import("drizzle-orm/postgres-js/migrator");
      // The lock the app takes to migrate (db/index.ts): an app starting meanwhile waits.
      await sql`select pg_advisory_lock(72271)`;
      try {
        await migrate(drizzle(sql), { migrationsFolder: folder });
      } finally {
        await sql`select pg_advisory_unlock(72271)`;
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * The embedded database in `dir`. PGlite is one process's database: a second process opening
 * the directory of a running app corrupts it, so this refuses while another process holds it
 * (decision 0112).
 */
export async function connectPglite(dir: string, options: { create?: boolean } = {}) {
  if (!existsSync(path.join(dir, "PG_VERSION")) && !options.create)
    throw new OpsError(`No embedded database in ${dir} (is DATA_DIR right?).`);
  assertNotInUse(dir);
  const { client, close } = await openPglite(dir, { migrate: false });
  for (const statement of SESSION) await client.exec(statement);
  const conn: Conn = {
    kind: "pglite",
    label: `embedded database ${dir}`,
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    async migrate(folder) {
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle(client), { migrationsFolder: folder });
    },
    close,
  };
  return conn;
}

/**
 * A running PGlite keeps `postmaster.pid` in its directory and its files open. On Linux the
 * process holding them is found under /proc; elsewhere the pid file alone decides.
 */
export function assertNotInUse(dir: string): void {
  if (!existsSync(path.join(dir, "postmaster.pid"))) return;
  const holder = processHolding(dir);
  if (holder === null) return; // left by a process that stopped without closing: PGlite recovers
  throw new OpsError(
    holder === undefined
      ? `The embedded database in ${dir} may be in use (postmaster.pid exists). Stop the app first; if it is not running, delete ${path.join(dir, "postmaster.pid")}.`
      : `The embedded database in ${dir} is in use by process ${holder}. Stop the app first: two processes must not open one embedded database.`,
  );
}

/** The pid of another process with a file under `dir` open, null if none, undefined if unknown. */
function processHolding(dir: string): number | null | undefined {
  if (!existsSync("/proc/self/fd")) return undefined;
  const prefix = path.resolve(dir) + path.sep;
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix)) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "@/db";
import type { Conn } from "./connection";
import { OpsError } from "./errors";

/** A row of drizzle's journal (drizzle.__drizzle_migrations): which migrations a database has. */
export type JournalEntry = { hash: string; createdAt: string };

type Migration = { tag: string; when: number };

export function codeMigrations(): Migration[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  );
  return journal.entries.map((entry: { tag: string; when: number }) => ({
    tag: entry.tag,
    when: entry.when,
  }));
}

export async function readJournal(conn: Conn): Promise<JournalEntry[]> {
  const [table] = await conn.query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!table.found) return [];
  return conn.query<JournalEntry>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
}

/** The tag of the last migration a journal has ("0011_user_names"), as this code names it. */
export function schemaVersion(journal: JournalEntry[]): string {
  const last = journal.at(-1);
  if (!last) return "none";
  return (
    codeMigrations().find((m) => String(m.when) === last.createdAt)?.tag ??
    `unknown (${last.createdAt})`
  );
}

/**
 * How many of this code's migrations a journal has applied. A journal with a migration this
 * code does not know comes from a newer Membros: restoring it would lose what that migration did.
 */
export function appliedCount(journal: JournalEntry[], what: string): number {
  const known = codeMigrations();
  for (const [index, entry] of journal.entries()) {
    if (known[index] && String(known[index].when) === entry.createdAt) continue;
    throw new OpsError(
      `${what} has a database migration this version of Membros does not know (${entry.createdAt}): update the app to the version that made it first.`,
    );
  }
  return journal.length;
}

/** Applies this code's first `count` migrations (all of them when `count` is the total). */
export async function migrateTo(conn: Conn, count: number): Promise<void> {
  const total = codeMigrations().length;
  if (count >= total) return conn.migrate(migrationsFolder);
  if (count === 0) return;
  // drizzle's migrator applies a folder's journal: a copy with the first `count` entries.
  const folder = mkdtempSync(path.join(tmpdir(), "membros-migrations-"));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(journalFile, JSON.stringify(journal));
    await conn.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

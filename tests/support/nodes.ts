import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { getDb, openPostgres, type Database, type Opened } from "@/db";
import { emailOutbox } from "@/db/schema";
import { createTransport, sendOutboxRow } from "@/lib/services/notifications/mailer";
import { drainOnce } from "@/lib/services/outbox";
import { withDatabase } from "./global-setup";

/**
 * A second app node on the test file's PostgreSQL database, with connections of its own, for
 * the whole file (`second.db` is there from the first `beforeAll` on).
 */
export function secondNodeForFile() {
  const second = { db: undefined as unknown as Database };
  let opened: Opened | undefined;
  beforeAll(async () => {
    const [{ name }] = (await (
      await getDb()
    ).execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    opened = await openPostgres(withDatabase(process.env.DATABASE_URL!, name), { migrate: false });
    second.db = opened.db;
  });
  afterAll(async () => {
    await opened?.close();
  });
  return second;
}

/**
 * One node's workers on `db`: its job worker (`jobs`, a few at a time) then its e-mail worker,
 * until neither finds work.
 */
export async function runNode(
  db: Database,
  mail: { smtpUrl: string; from: string },
  jobs: (db: Database) => Promise<{ sent: number; dropped: number }>,
) {
  const transport = createTransport(mail.smtpUrl);
  for (;;) {
    const made = await jobs(db);
    const sent = await drainOnce(
      db,
      emailOutbox,
      (row) => sendOutboxRow(transport, mail.from, row),
      {
        batch: 3,
      },
    );
    if (!made.sent && !made.dropped && !sent.sent && !sent.failed) return;
  }
}

import "server-only";
import { getDb, type Database } from "@/db";

/** What one claimed job became; null: no job was due. */
export type JobOutcome = "sent" | "dropped" | null;

/**
 * One pass of a worker over job rows claimed with FOR UPDATE SKIP LOCKED (meeting reminders,
 * grant expiry notices): up to `batch` jobs, each claimed, made or dropped, and marked by `one`
 * in its own transaction. `now` is the clock (tests move it); `db` lets a test run a second
 * node's worker on its own connection.
 */
export async function drainDueJobs(
  one: (db: Database, now: Date) => Promise<JobOutcome>,
  options: { now?: Date; batch?: number; db?: Database },
  clock: () => Date = () => new Date(),
): Promise<{ sent: number; dropped: number }> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? clock();
  const counts = { sent: 0, dropped: 0 };
  for (let i = 0; i < (options.batch ?? 50); i++) {
    const outcome = await one(db, now);
    if (!outcome) break;
    counts[outcome] += 1;
  }
  return counts;
}

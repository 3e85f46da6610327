import "server-only";
import { sql } from "drizzle-orm";
import { openedDb } from "@/db";

/**
 * Readiness: may a load balancer send this process requests? Yes when start-up (migrations,
 * seeding) is done, the database answers a trivial statement in time, and the process is not
 * stopping. Never a host, a version or an error text in the answer: only these words.
 */
export type DatabaseCheck = "ok" | "starting" | "unreachable" | "timeout";
export type Readiness = {
  ready: boolean;
  checks: { database: DatabaseCheck; process: "running" | "stopping" };
};

/** A balancer gives up after a few seconds: answer well within 2 s even when the database hangs. */
export const READY_TIMEOUT_MS = 1500;

declare global {
  var __membrosStopping: boolean | undefined;
  var __membrosPing: Promise<DatabaseCheck> | undefined;
}

/** Shutdown has begun: readiness says so, and the balancer stops sending new requests. */
export function markStopping(): void {
  globalThis.__membrosStopping = true;
}

async function ping(): Promise<DatabaseCheck> {
  try {
    const db = await openedDb();
    await db.execute(sql`select 1`);
    return "ok";
  } catch {
    return "unreachable";
  }
}

async function checkDatabase(): Promise<DatabaseCheck> {
  // Start-up has not finished (instrumentation.ts): its migrations may still be running.
  if (globalThis.__membrosPrepared) return "starting";
  // Probes arriving while one hangs share it instead of queueing more statements.
  const pending = (globalThis.__membrosPing ??= ping().finally(() => {
    globalThis.__membrosPing = undefined;
  }));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DatabaseCheck>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(): Promise<Readiness> {
  const database = await checkDatabase();
  const stopping = globalThis.__membrosStopping === true;
  return {
    ready: database === "ok" && !stopping,
    checks: { database, process: stopping ? "stopping" : "running" },
  };
}

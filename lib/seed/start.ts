import "server-only";
import { openedDb, startPreparing, usesEmbeddedDatabase } from "@/db";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings";
import { syncFinanceTotalsZone } from "./finance-totals";
import { seedBase, seedDemoIfEmpty, seedFirstAdmin } from "./seed";
import { logger } from "@/lib/core/log";

/**
 * Start-up: opens and migrates the database, then seeds what every database needs (profiles,
 * type lists), the demo data into an empty embedded database, and on a server the first admin
 * from ADMIN_EMAIL / ADMIN_PASSWORD. Called once per process by instrumentation.ts.
 */
export async function prepareDatabase(): Promise<void> {
  const db = await openedDb();
  await seedBase(db);
  await syncFinanceTotalsZone(db, MEETING_TIME_ZONE);
  if (usesEmbeddedDatabase()) {
    await seedDemoIfEmpty(db);
  } else if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    await seedFirstAdmin(db, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD);
  }
}

/**
 * `prepareDatabase` without holding the server (decision 0026): queries wait for it in `getDb`.
 * Resolves when the database is ready; a preparation that fails is logged and stops the process.
 */
export function prepareInBackground(): Promise<void> {
  const preparation = prepareDatabase();
  startPreparing(preparation);
  return preparation.catch((error: unknown) => {
    logger.error("Membros: o banco de dados não pôde ser preparado; o servidor vai parar.", {
      error,
    });
    process.exit(1);
  });
}

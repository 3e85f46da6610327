import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, openPglite, openPostgres, useDatabase } from "@/db";
import { withDatabase } from "./global-setup";

/** Every integration test file runs on its own fresh copy of the migrated, seeded database. */
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (process.env.TEST_DRIVER === "postgres") {
    const { default: postgres } = await import("postgres");
    const admin = postgres(process.env.DATABASE_URL!, { onnotice: () => {}, max: 1 });
    const name = `membros_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin.unsafe(`create database ${name} template ${inject("pgTemplate")}`);
    useDatabase(
      await openPostgres(withDatabase(process.env.DATABASE_URL!, name), { migrate: false }),
    );
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    return;
  }
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  useDatabase(await openPglite(undefined, { migrate: false, loadDataDir: snapshot }));
});

afterAll(async () => {
  await closeDb();
  await dropDatabase?.();
});

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Prepares one migrated, base-seeded database per run: a PGlite snapshot, or a template
 * database on the PostgreSQL server. Each test file then gets its own copy of it.
 */
export default async function setup(project: TestProject) {
  const driver = process.env.TEST_DRIVER ?? project.config.env?.TEST_DRIVER;
  const { seedBase } = await import("@/lib/seed/seed");
  if (driver === "postgres") {
    const { openPostgres } = await import("@/db");
    const { default: postgres } = await import("postgres");
    const admin = postgres(process.env.DATABASE_URL!, { onnotice: () => {}, max: 1 });
    const template = `membros_tpl_${process.pid}_${Date.now()}`;
    await admin.unsafe(`create database ${template}`);
    const opened = await openPostgres(withDatabase(process.env.DATABASE_URL!, template));
    await seedBase(opened.db);
    await opened.close();
    project.provide("pgTemplate", template);
    return async () => {
      const leftovers = await admin<
        { datname: string }[]
      >`select datname from pg_database where datname like ${`membros_t%_${process.pid}_%`}`;
      for (const { datname } of leftovers)
        await admin.unsafe(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const { openPglite } = await import("@/db");
  const opened = await openPglite(undefined);
  await seedBase(opened.db);
  const snapshot = Buffer.from(await (await opened.client.dumpDataDir("none")).arrayBuffer());
  await opened.close();
  const dir = path.join(import.meta.dirname, "..", "..", ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tar`);
  writeFileSync(file, snapshot);
  project.provide("pgliteSnapshot", file);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

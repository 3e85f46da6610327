import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "@/db";
import * as s from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { verifyPassword } from "@/lib/core/password";
import { DEMO_ADMIN, demoData } from "@/lib/seed/demo-data";
import { seedBase } from "@/lib/seed/seed";
import {
  connectTo,
  createDatabase,
  dumpFiles,
  dumpTables,
  openInstallation,
  postgresUrl,
  runCli,
} from "../support/ops";

/**
 * `npm run move` (decision 0112): an embedded installation with the demo data into an empty
 * PostgreSQL database, through the real command, compared row by row; its files stay in
 * DATA_DIR/uploads. Needs the test PostgreSQL server, so it runs in the PostgreSQL project.
 */
const root = mkdtempSync(path.join(tmpdir(), "membros-ops-move-"));
const dataDir = path.join(root, "data");
const drops: (() => Promise<void>)[] = [];
const withServer = process.env.TEST_DRIVER === "postgres" && Boolean(postgresUrl());

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(root, { recursive: true, force: true });
});

describe("npm run move", () => {
  it("refuses a source that is not embedded, and a target that is not a PostgreSQL URL", async () => {
    const fromServer = await runCli(["move", "--to", "postgres://postgres@127.0.0.1:1/x"], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/y",
      DATA_DIR: dataDir,
    });
    expect(fromServer.code).toBe(1);
    expect(fromServer.stderr).toMatch(
      /^move failed: move copies the embedded database: unset DATABASE_URL/,
    );
    const noUrl = await runCli(["move"], { DATA_DIR: dataDir });
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr).toContain("npm run move -- --to postgres://");
    expect(noUrl.stderr).not.toMatch(/^\s+at /m);
  }, 120_000);

  if (!withServer) return;

  let target = "";
  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    useStorage("local", localStorage(path.join(dataDir, "uploads")));
    const opened = await openInstallation(dataDir);
    try {
      await seedBase(opened.db);
      await demoData(opened.db);
    } finally {
      await opened.close();
      useStorage("local", undefined);
    }
    const created = await createDatabase("move");
    target = created.url;
    drops.push(created.drop);
  }, 300_000);

  it("copies every table into an empty PostgreSQL database, checks the counts on both sides, and leaves the files in place", async () => {
    const files = dumpFiles(path.join(dataDir, "uploads"));
    const result = await runCli(["move", "--to", target], { DATA_DIR: dataDir });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/move: (\d+)\/\1 rows, (\d+)\/\2 files \(100%\)/);
    expect(result.stdout).toMatch(/^users\s+14\s+14$/m);
    expect(result.stdout).toMatch(
      /moved \d+ rows in \d+ tables\. \d+ stored files stay in .*uploads/,
    );

    const [from, to] = [await connectTo(dataDir), await connectTo(dataDir, target)];
    try {
      expect(await dumpTables(to)).toEqual(await dumpTables(from));
    } finally {
      await Promise.all([from.close(), to.close()]);
    }
    expect(dumpFiles(path.join(dataDir, "uploads"))).toEqual(files);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(15);
  }, 300_000);

  it("gives the app on PostgreSQL the same people and new ids past the copied ones", async () => {
    const opened = await openPostgres(target);
    try {
      const [admin] = await opened.db
        .select()
        .from(s.users)
        .where(eq(s.users.email, DEMO_ADMIN.email));
      expect(await verifyPassword(admin.passwordHash, DEMO_ADMIN.password)).toBe(true);
      const [top] = await opened.db
        .select({ id: s.meetings.id })
        .from(s.meetings)
        .orderBy(desc(s.meetings.id))
        .limit(1);
      const [meeting] = await opened.db.select().from(s.meetings).where(eq(s.meetings.id, top.id));
      const [copy] = await opened.db
        .insert(s.meetings)
        .values({
          ...meeting,
          id: undefined,
          titleSearch: undefined,
        } as typeof s.meetings.$inferInsert)
        .returning({ id: s.meetings.id });
      expect(copy.id).toBeGreaterThan(top.id);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it("refuses a target that is not empty", async () => {
    const result = await runCli(["move", "--to", target], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^move failed: The target is not empty \(users: \d+ rows/);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 120_000);
});

import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

const integration = (driver: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: driver,
    // tests/postgres: what only PostgreSQL has (plans, cancellation, statement_timeout).
    include:
      driver === "postgres"
        ? ["tests/integration/**/*.test.ts", "tests/postgres/**/*.test.ts"]
        : ["tests/integration/**/*.test.ts"],
    env: { TEST_DRIVER: driver },
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/database.ts"],
  },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React's server bundle; in tests it guards nothing.
      "server-only": path.join(root, "tests/support/server-only.ts"),
    },
  },
  test: {
    environment: "node",
    // next-auth imports "next/server" without an extension; let Vite resolve it.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
    testTimeout: 30_000,
    // The one-line log of every 4xx answer (lib/server/route.ts) would drown the report; the
    // test that checks it captures console.warn itself.
    onConsoleLog: (log, type) =>
      !(type === "stderr" && log.startsWith("[request ") && / 4\d\d( user=\d+)?\n?$/.test(log)),
    reporters: ["default", ["json", { outputFile: ".tmp/reports/vitest.json" }]],
    hookTimeout: 60_000,
    env: {
      AUTH_SECRET: "test-secret-not-for-production",
      DATA_DIR: path.join(root, ".tmp", "vitest-data"),
    },
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      integration("pglite"),
      // The local PostgreSQL server too, when DATABASE_URL is set (CI sets it).
      ...(process.env.DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});

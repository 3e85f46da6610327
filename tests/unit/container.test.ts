import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Images cannot be built on the test machines, so the tests run the standalone server the image
 * runs (e2e/production-server.ts); this checks that the image still runs that server the way
 * docs/deploy.md says.
 */
const dockerfile = readFileSync("Dockerfile", "utf8");
const compose = readFileSync("compose.yaml", "utf8");
const runner = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

describe("the container image", () => {
  it("runs the standalone server as a non-root user, with DATA_DIR on a volume", () => {
    expect(runner).toMatch(/COPY --from=tools \/app\/\.next\/standalone \.\//);
    expect(runner).toMatch(/^CMD \["node", "server\.js"\]$/m);
    expect(runner).toMatch(/^USER membros$/m);
    expect(runner).toMatch(/DATA_DIR=\/data/);
    expect(runner).toMatch(/^VOLUME \["\/data"\]$/m);
    // Our graceful shutdown instead of Next.js's (lib/server/observe/shutdown.ts).
    expect(runner).toMatch(/NEXT_MANUAL_SIG_HANDLE=true/);
    expect(runner).toMatch(/HOSTNAME=0\.0\.0\.0/);
  });

  it("checks its health on the liveness endpoint", () => {
    expect(runner).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/api\/health/m);
  });

  it("is built by npm run build, which copies the static assets into the standalone folder", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(pkg.scripts.build).toBe("next build && node scripts/standalone-assets.mjs");
    expect(pkg.scripts.start).toContain("node .next/standalone/server.js");
  });

  it("compose runs it on PostgreSQL with a stop grace period longer than the shutdown timeout", () => {
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/membros:\$\{POSTGRES_PASSWORD\}@postgres/);
    expect(compose).toMatch(/condition: service_healthy/);
    const grace = Number(/stop_grace_period: (\d+)s/.exec(compose)?.[1]);
    expect(grace * 1000).toBeGreaterThan(25_000);
  });
});

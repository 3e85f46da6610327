/**
 * Cold start of the embedded default (target ≤ 3 s): `npm start` (the standalone server) on an existing
 * data folder, timed to the first `GET /login` 200. The first start, which creates and seeds the
 * folder, is not counted. Run by run.ts against the production build; `tsx scripts/bench/cold-start.ts`
 * alone prints the figures.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopServer } from "./processes";

const root = path.resolve(import.meta.dirname, "..", "..");

async function startOnce(
  dataDir: string,
  port: number,
): Promise<{ seconds: number; readyLine: string }> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: "production",
  };
  delete env.DATABASE_URL;
  const child = spawn("npm", ["start"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  let readyLine = "";
  // The log is JSON lines: the ready line's message.
  child.stdout!.on("data", (chunk) => {
    const line = String(chunk)
      .split("\n")
      .find((text) => text.includes("Membros pronto"));
    if (line && !readyLine) readyLine = (JSON.parse(line) as { msg: string }).msg;
  });
  let seconds = NaN;
  for (let i = 0; i < 1200 && Number.isNaN(seconds); i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).status === 200)
        seconds = (performance.now() - started) / 1000;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  // Wait for the ready line (the database's preparation ends after the first answer, decision 0026).
  for (let i = 0; i < 200 && !readyLine; i++) await new Promise((r) => setTimeout(r, 50));
  await stopServer(child, port);
  return { seconds, readyLine };
}

/** Seconds from `npm start` to the first /login 200, `runs` times on one existing data folder. */
export async function coldStart(
  port: number,
  runs = 3,
): Promise<{ seconds: number[]; readyLine: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "membros-cold-"));
  try {
    await startOnce(dataDir, port); // creates, migrates and seeds the folder
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await startOnce(dataDir, port));
    return { seconds: results.map((r) => r.seconds), readyLine: results.at(-1)!.readyLine };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("cold-start.ts")) {
  coldStart(Number(process.env.BENCH_APP_PORT || 3311)).then((r) => console.log(JSON.stringify(r)));
}

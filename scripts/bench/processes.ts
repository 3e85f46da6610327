import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import postgres from "postgres";

const listening = (port: number) =>
  /pid=\d+/.test(execFileSync("ss", ["-ltnpH", `sport = :${port}`]).toString());

/**
 * Stops a server the benchmark started with `detached: true` (npm/npx → next → the server all
 * share its process group) and waits until its port is free, so the next start finds it so.
 */
export async function stopServer(child: ChildProcess, port: number): Promise<void> {
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.on("exit", () => resolve()),
  );
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  await exited;
  for (let i = 0; i < 200 && listening(port); i++) await new Promise((r) => setTimeout(r, 50));
}

/**
 * The standalone server `npm start` runs, on `port` and database `url`, resolved once it answers;
 * its request log (a line per request) is not shown.
 */
export async function startNode(
  root: string,
  url: string,
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [".next/standalone/server.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: "production",
      NEXT_MANUAL_SIG_HANDLE: "true",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      ...env,
    },
    detached: true,
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on ${port} did not start in 60 s`);
}

/** Runs a command in the project and fails when it does. */
export function run(
  root: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

/** Creates the database of `url` unless it exists. */
export async function ensureDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const sql = postgres(u.toString(), { onnotice: () => {}, max: 1 });
  const [found] = await sql`select 1 from pg_database where datname = ${name}`;
  if (!found) await sql.unsafe(`create database "${name}"`);
  await sql.end();
}

/** The baseline in a process of its own (scripts/bench/baseline.ts), as the app has one. */
export async function startBaseline(
  root: string,
  url: string,
  port: number,
): Promise<{ close: () => Promise<void> }> {
  const child = spawn("npx", ["tsx", "scripts/bench/baseline.ts", url, String(port)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    child.on("exit", (code) => reject(new Error(`the baseline exited ${code}`)));
  });
  return { close: () => stopServer(child, port) };
}

/** Waits until one request answers within a second (the server has worked off its queue). */
export async function drained(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 120; i++) {
    const started = Date.now();
    await fetch(url, { headers });
    if (Date.now() - started < 1000) return;
  }
}

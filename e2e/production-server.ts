import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

/**
 * A second production server for a spec: the standalone server of the build the main e2e server
 * runs (e2e/serve.sh), what `npm start` and the container image run, started as a child process
 * with the spec's own settings and data folder.
 */
export type ProductionServer = {
  url: string;
  process: ChildProcess;
  /** Everything it printed on stdout so far (the JSON log lines). */
  output: () => string;
  /** The JSON log lines printed so far, parsed. */
  logLines: () => Record<string, unknown>[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

const root = path.resolve(import.meta.dirname, "..");
const standaloneServer = () =>
  path.join(root, process.env.NEXT_DIST_DIR || ".next", "standalone", "server.js");

export async function startProductionServer(
  env: Record<string, string | undefined>,
  options: { port?: number; timeoutMs?: number } = {},
): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_MANUAL_SIG_HANDLE: "true",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, [standaloneServer()], {
    env: merged,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let printed = "";
  child.stdout!.on("data", (chunk) => (printed += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const timeoutMs = options.timeoutMs ?? 200_000;
  const started = Date.now();
  // The login screen answers before the database is prepared (decision 0026): wait for the line
  // the server prints once it is.
  while (!printed.includes("Membros pronto em")) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode}): ${printed}`);
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`o servidor não ficou pronto em ${timeoutMs} ms: ${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const logLines = () =>
    printed
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => printed,
    logLines,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database for a spec, on the CI's server or the local one. */
export async function freshDatabase(name: string) {
  const server = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const at = (database: string) => {
    const url = new URL(server);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const database = `${name}_${process.pid}`;
  const maintenance = postgres(at("postgres"), { onnotice: () => {}, max: 1 });
  await maintenance.unsafe(`drop database if exists "${database}" with (force)`);
  await maintenance.unsafe(`create database "${database}"`);
  await maintenance.end();
  return {
    url: at(database),
    name: database,
    /** Runs statements on the maintenance database (allow or refuse connections, drop). */
    async maintain(statement: string) {
      const sql = postgres(at("postgres"), { onnotice: () => {}, max: 1 });
      try {
        await sql.unsafe(statement);
      } finally {
        await sql.end();
      }
    },
    async drop() {
      await this.maintain(`drop database if exists "${database}" with (force)`);
    },
  };
}

/**
 * A production server on its own fresh PostgreSQL database and data folder, with a first admin;
 * `close` stops it and removes both.
 */
export async function startOnFreshDatabase(
  name: string,
  admin: { email: string; password: string },
  env: Record<string, string> = {},
) {
  const database = await freshDatabase(name);
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const server = await startProductionServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...env,
  });
  return {
    server,
    database,
    async close() {
      await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One request on a connection of its own (`agent: false`), as a balancer's clients would spread:
 * a kept-alive socket the server is just closing would fail the test for a reason of its own.
 */
export async function requestOn(
  node: ProductionServer,
  route: string,
  init: RequestInit & { token?: string },
) {
  const encoded = new Request(`${node.url}${route}`, init);
  const headers: Record<string, string> = Object.fromEntries(encoded.headers);
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (typeof init.body === "string") headers["content-type"] = "application/json";
  const body = init.body ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  try {
    return await new Promise<Response>((resolve, reject) => {
      const sent = httpRequest(
        `${node.url}${route}`,
        { method: init.method ?? "GET", headers, agent: false },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () =>
            resolve(
              new Response(answer.statusCode === 204 ? null : Buffer.concat(chunks), {
                status: answer.statusCode,
                headers: answer.headers as Record<string, string>,
              }),
            ),
          );
          answer.on("error", reject);
        },
      );
      sent.on("error", reject);
      sent.end(body);
    });
  } catch (error) {
    throw new Error(`${init.method ?? "GET"} ${node.url}${route}: ${String(error)}`, {
      cause: error,
    });
  }
}

import { execFileSync, type ChildProcess } from "node:child_process";

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

/**
 * CPU time spent serving a load, read from /proc (Linux): the server process (all its threads)
 * and every PostgreSQL backend. Throughput on a shared 2-core machine moves with whatever else
 * runs; CPU milliseconds per request move far less, so the report gives both.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** utime + stime (+ children's, for PostgreSQL's) of one process, in ms. */
function cpuMs(pid: string | number, withChildren = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticks =
    Number(fields[11]) +
    Number(fields[12]) +
    (withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Every PostgreSQL process's CPU, in ms (backends come and go; the sum over the live ones). */
function postgresMs(): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/stat`, "utf8").includes("(postgres)"))
        total += cpuMs(pid, true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The pid listening on `port` (the server itself, not npm or next's launcher). */
export function listeningPid(port: number): number {
  const match = /pid=(\d+)/.exec(execFileSync("ss", ["-ltnpH", `sport = :${port}`]).toString());
  if (!match) throw new Error(`nothing listens on ${port}`);
  return Number(match[1]);
}

/** Starts counting; `stop(requests)` gives the server's and PostgreSQL's CPU ms per request. */
export function cpuMeter(pid: number): {
  stop: (requests: number) => { server: number; database: number };
} {
  const server = cpuMs(pid);
  const database = postgresMs();
  return {
    stop: (requests) => ({
      server: (cpuMs(pid) - server) / Math.max(requests, 1),
      database: (postgresMs() - database) / Math.max(requests, 1),
    }),
  };
}

/**
 * No growth with uptime: one node under a mixed load (lists, pages, an export, sign-ins) for
 * `minutes` one-minute rounds; after each, the server's resident memory and the round's
 * throughput. The targets compare the last minute with the first.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { BENCH_EMPLOYEE, BENCH_PASSWORD } from "./seed";

export type SoakMinute = { minute: number; rps: number; rssMiB: number; errors: number };

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

export async function soak(
  base: string,
  pid: number,
  who: Record<"session" | "admin" | "employee", Record<string, string>>,
  minutes: number,
  connections: number,
): Promise<SoakMinute[]> {
  const requests = [
    { path: "/api/payment-admin?page=1&per_page=20", headers: who.admin },
    { path: "/admin/payments?page=1&per_page=20", headers: who.session },
    { path: "/api/collaborator/payments?page=1&per_page=10", headers: who.employee },
    { path: "/admin/home", headers: who.session },
    // The collaborator's own payments as CSV: a real export, small enough to repeat.
    { path: "/api/collaborator/payments/export", headers: who.employee },
    {
      path: "/api/auth",
      method: "POST" as const,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: BENCH_EMPLOYEE, password: BENCH_PASSWORD }),
    },
  ];
  const rounds: SoakMinute[] = [];
  for (let minute = 1; minute <= minutes; minute++) {
    const result = await autocannon({
      url: base,
      connections,
      duration: 60,
      requests,
      timeout: 60,
    });
    rounds.push({
      minute,
      rps: result.requests.average,
      rssMiB: rssMiB(pid),
      errors: result.errors + result.timeouts + result.non2xx,
    });
    console.log(
      `soak minute ${minute}: ${result.requests.average.toFixed(1)} req/s, RSS ${rounds.at(-1)!.rssMiB.toFixed(0)} MiB, ${rounds.at(-1)!.errors} errors`,
    );
  }
  return rounds;
}

export function soakTargets(rounds: SoakMinute[]): [string, string, boolean][] {
  const first = rounds[0];
  const last = rounds.at(-1)!;
  const memory = last.rssMiB / first.rssMiB - 1;
  const throughput = last.rps / first.rps - 1;
  const pct = (v: number) => `${v >= 0 ? "+" : ""}${(v * 100).toFixed(1)} %`;
  return [
    [
      `resident memory after ${last.minute} min within 20 % of minute 1`,
      `${first.rssMiB.toFixed(0)} → ${last.rssMiB.toFixed(0)} MiB (${pct(memory)})`,
      Math.abs(memory) <= 0.2,
    ],
    [
      `throughput in minute ${last.minute} within 10 % of minute 1`,
      `${first.rps.toFixed(1)} → ${last.rps.toFixed(1)} req/s (${pct(throughput)})`,
      Math.abs(throughput) <= 0.1,
    ],
  ];
}

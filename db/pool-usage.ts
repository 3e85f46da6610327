import "server-only";
import type { Sql } from "postgres";

/**
 * How busy this process's PostgreSQL pool is, for the metrics: postgres.js keeps its connection
 * queues private, so the client is wrapped to count the statements and transactions in flight.
 * Beyond the pool's size they wait for a connection.
 */
export type PoolUsage = { size: number; inFlight: number };

declare global {
  var __membrosPoolUsage: PoolUsage | undefined;
}

export function poolUsage(): PoolUsage | undefined {
  return globalThis.__membrosPoolUsage;
}

export function trackPoolUsage(client: Sql, size: number): void {
  const usage: PoolUsage = (globalThis.__membrosPoolUsage = { size, inFlight: 0 });
  const done = () => {
    usage.inFlight -= 1;
  };
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<Sql["unsafe"]>) => {
    const query = unsafe(...args);
    const then = query.then.bind(query);
    let counted = false;
    // postgres.js queries are lazy: one runs when it is first awaited, and counts from then.
    query.then = (ok, fail) => {
      if (!counted) {
        counted = true;
        usage.inFlight += 1;
        void then(done, done);
      }
      return then(ok, fail);
    };
    return query;
  }) as Sql["unsafe"];
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = ((...args: unknown[]) => {
    usage.inFlight += 1;
    return begin(...args).finally(done);
  }) as Sql["begin"];
}

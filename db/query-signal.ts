import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Sql } from "postgres";

/**
 * Cancelling a request's queries when its client hangs up (docs/decisions/0021). Route
 * handlers run their work inside `withQuerySignal(request.signal, …)`; every query postgres.js
 * starts in that scope is cancelled on the server (`query.cancel()`) once the signal aborts,
 * so an abandoned slow list frees its connection instead of holding the pool.
 */
// On globalThis like the database (db/index.ts): Next.js evaluates this module once per bundle,
// and the client wrapped at start-up (instrumentation's bundle) must see the scope a route
// handler's bundle opened, or no query is ever cancelled.
declare global {
  var __membrosQuerySignal: AsyncLocalStorage<AbortSignal> | undefined;
}
const scope = (globalThis.__membrosQuerySignal ??= new AsyncLocalStorage<AbortSignal>());

export function withQuerySignal<T>(signal: AbortSignal | undefined, work: () => T): T {
  return signal ? scope.run(signal, work) : work();
}

/**
 * Makes `client.unsafe` (what drizzle calls) honour the scope's signal, and prepare its
 * statements: drizzle sends every query unnamed, so PostgreSQL would parse and plan it again on
 * each call; a named statement is parsed once per connection (decision 0025). `prepare: false`
 * turns that off, for a pooler that cannot keep prepared statements (DB_PREPARE=false). The listener is added
 * when the query starts (its `then`: postgres.js queries are lazy) and removed when it settles:
 * cancelling a finished query would cancel whatever that connection runs next.
 */
export function cancelOnAbort(client: Sql, { prepare = true } = {}): void {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = <T extends unknown[]>(
    text: string,
    params?: Parameters<Sql["unsafe"]>[1],
    options?: Parameters<Sql["unsafe"]>[2],
  ) => {
    // A statement without parameters (migrations, several statements in one) stays unnamed.
    const query = unsafe<T>(
      text,
      params,
      prepare && params?.length ? { ...options, prepare: true } : options,
    );
    const signal = scope.getStore();
    if (!signal) return query;
    const then = query.then.bind(query);
    query.then = (ok, fail) => {
      // A statement queued behind another on its connection (sent, not yet running) is left to
      // run: postgres.js answers later statements wrongly when such a one is cancelled (0097).
      const abort = () => {
        const { active, state } = query as unknown as { active: boolean; state?: object };
        if (active || !state) void query.cancel();
      };
      if (signal.aborted) abort();
      else signal.addEventListener("abort", abort, { once: true });
      const settle = () => signal.removeEventListener("abort", abort);
      // A second `then` on a started query only observes it: it does not run it again.
      void then(settle, settle);
      return then(ok, fail);
    };
    return query;
  };
}

/** PostgreSQL's 57014: the statement hit statement_timeout or was cancelled. */
export function isQueryCancelled(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "57014") return true;
  }
  return false;
}

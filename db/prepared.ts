import type { Executor } from "./index";

// Per executor: a prepared query holds the session it was built on, so a transaction's queries
// are built for that transaction and dropped with it.
const preparedQueries = new WeakMap<Executor, Map<string, unknown>>();

type Preparable = { prepare(name: string): unknown };

/**
 * The query `name` on `executor`: `build()` is called and prepared under that name the first
 * time, and only executed after that. Only for the few statements whose text never depends on
 * the request and that every cheap request runs: the actor, and a page's rows by id (decisions
 * 0099, 0108). `build` must always build the same statement for the same name, with placeholders
 * (`sql.placeholder`) for everything that varies. A statement whose text depends on filters or
 * sort is built per request instead; postgres.js still prepares it on the connection.
 */
export function preparedOnce<Q extends Preparable>(
  executor: Executor,
  name: string,
  build: () => Q,
): ReturnType<Q["prepare"]> {
  let byName = preparedQueries.get(executor);
  if (!byName) preparedQueries.set(executor, (byName = new Map()));
  let query = byName.get(name) as ReturnType<Q["prepare"]> | undefined;
  if (query === undefined)
    byName.set(name, (query = build().prepare(name) as ReturnType<Q["prepare"]>));
  return query;
}

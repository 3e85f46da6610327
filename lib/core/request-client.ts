import { AsyncLocalStorage } from "node:async_hooks";

/** Where a request came from, as the audit log keeps it (decision 0119). */
export type RequestClient = { address: string | null; userAgent: string | null };

// On globalThis like db/query-signal.ts: Next.js evaluates a module once per bundle, and the
// scope a route handler's bundle opens must be seen by the service module another bundle loaded.
type Context = {
  scope: AsyncLocalStorage<RequestClient>;
  /** How a page or server action finds its request (next/headers), registered by lib/server. */
  source?: () => Promise<RequestClient | null>;
};
declare global {
  var __membrosRequestClient: Context | undefined;
}
const context = (globalThis.__membrosRequestClient ??= { scope: new AsyncLocalStorage() });

/** Runs `work` as a request from `client` (route handlers: lib/server/route.ts). */
export function withRequestClient<T>(client: RequestClient, work: () => T): T {
  return context.scope.run(client, work);
}

/** Registers the lookup used outside `withRequestClient` (pages and server actions). */
export function setRequestClientSource(source: () => Promise<RequestClient | null>): void {
  context.source = source;
}

/** The current request's client, or null outside any request (workers, scripts, tests). */
export async function currentRequestClient(): Promise<RequestClient | null> {
  const scoped = context.scope.getStore();
  if (scoped) return scoped;
  try {
    return (await context.source?.()) ?? null;
  } catch {
    // next/headers throws outside a request (a background worker, a script).
    return null;
  }
}

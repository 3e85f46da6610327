import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { log } from "@/lib/core/log";
import { countRequest } from "@/lib/core/metrics";
import { routePattern } from "./routes";

/**
 * Every request of this process, seen from Node's own HTTP server through its diagnostics
 * channel (the server Next.js runs; nothing in front of it): one JSON log line and the metrics
 * when its answer closes, the requests in flight for a graceful shutdown, and the server itself,
 * which Next.js does not hand to the app.
 */
type Watch = {
  installed: boolean;
  draining: boolean;
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  /** The signed-in user of a request, by the request id of its answer (noteActor). */
  actors: Map<string, number>;
};

declare global {
  var __membrosRequestWatch: Watch | undefined;
}

export const requestWatch = (): Watch =>
  (globalThis.__membrosRequestWatch ??= {
    installed: false,
    draining: false,
    servers: new Set(),
    inFlight: new Set(),
    actors: new Map(),
  });

// Ids whose answers never closed must not pile up.
const MAX_NOTED_ACTORS = 10_000;

/** Puts the acting user's id on the log line of the request whose answer carries `requestId`. */
export function noteActor(requestId: string | null | undefined, userId: number): void {
  const watch = requestWatch();
  if (!watch.installed || !requestId) return;
  if (watch.actors.size >= MAX_NOTED_ACTORS) watch.actors.clear();
  watch.actors.set(requestId, userId);
}

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };

function finished(request: IncomingMessage, response: ServerResponse, started: bigint): void {
  const watch = requestWatch();
  watch.inFlight.delete(response);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const header = response.getHeader("x-request-id");
  const requestId = typeof header === "string" ? header : crypto.randomUUID();
  const userId = watch.actors.get(requestId);
  if (userId !== undefined) watch.actors.delete(requestId);
  const method = request.method ?? "GET";
  const route = routePattern(request.url);
  const status = response.statusCode;
  countRequest(method, route, status, ms / 1000);
  log(status >= 500 ? "error" : "info", "request", {
    requestId,
    method,
    route,
    status,
    ms: Math.round(ms * 10) / 10,
    ...(userId !== undefined && { userId }),
    // The client left before the whole answer was written.
    ...(!response.writableFinished && { aborted: true }),
  });
}

export function installRequestWatch(): void {
  const watch = requestWatch();
  if (watch.installed) return;
  watch.installed = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response, server } = message as RequestStart;
    const started = process.hrtime.bigint();
    watch.servers.add(server);
    watch.inFlight.add(response);
    // While the process stops, each connection closes after its answer.
    if (watch.draining) response.shouldKeepAlive = false;
    response.once("close", () => finished(request, response, started));
  });
}

import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { poolUsage } from "@/db/pool-usage";

/**
 * This process's metrics in Prometheus's format (GET /api/metrics). One registry per process, on
 * globalThis because Next.js evaluates this module once per bundle: the request watcher
 * (instrumentation's bundle) and the metrics route (its own bundle) must count into one.
 */
type Metrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status_class">;
  requestSeconds: Histogram<"method" | "route" | "status_class">;
  failedDeliveries: Counter<"channel">;
};

declare global {
  var __membrosMetrics: Metrics | undefined;
}

function create(): Metrics {
  const registry = new Registry();
  // Resident memory, heap, event-loop delay, handles, GC: prom-client's standard set.
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "membros_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status class.",
    labelNames,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "membros_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's last byte.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const failedDeliveries = new Counter({
    name: "membros_outbox_delivery_failures_total",
    help: "Failed delivery attempts of e-mails and webhooks in this process (each retry counts).",
    labelNames: ["channel"] as const,
    registers: [registry],
  });
  const pool = (name: string, help: string, value: (size: number, inFlight: number) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const usage = poolUsage();
        if (usage) this.set(value(usage.size, usage.inFlight));
      },
    });
  pool("membros_db_pool_size", "PostgreSQL connections this process may open.", (size) => size);
  pool(
    "membros_db_pool_in_use",
    "Statements and transactions holding a connection of this process's pool.",
    (size, inFlight) => Math.min(size, inFlight),
  );
  pool(
    "membros_db_pool_waiting",
    "Statements and transactions waiting for a free connection.",
    (size, inFlight) => Math.max(0, inFlight - size),
  );
  return { registry, requests, requestSeconds, failedDeliveries };
}

export const metrics = (): Metrics => (globalThis.__membrosMetrics ??= create());

export const failedDeliveries = {
  inc: (labels: { channel: string }) => metrics().failedDeliveries.inc(labels),
};

/** One answered request, counted by its route pattern (never the raw path: ids would explode). */
export function countRequest(method: string, route: string, status: number, seconds: number) {
  const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
  const { requests, requestSeconds } = metrics();
  requests.inc(labels);
  requestSeconds.observe(labels, seconds);
}

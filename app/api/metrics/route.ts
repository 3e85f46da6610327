import { createHash, timingSafeEqual } from "node:crypto";
import { notFound, unauthorized } from "@/lib/core/errors";
import { metrics } from "@/lib/core/metrics";
import { registerOutboxMetrics } from "@/lib/services/outbox/metrics";
import { publicRoute } from "@/lib/server/route";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compared in constant time, so the answer's timing does not reveal the token bit by bit. */
function bearerMatches(request: Request, token: string): boolean {
  const header = request.headers.get("authorization") ?? "";
  const given = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : "";
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * This process's metrics in Prometheus's text format, for the operator's scraper only: without
 * METRICS_TOKEN the route does not exist (404, like any unknown path); with it, the token is
 * required (docs/deploy.md).
 */
export const GET = publicRoute(async (request) => {
  const token = process.env.METRICS_TOKEN;
  if (!token) throw notFound("Rota não encontrada");
  if (!bearerMatches(request, token)) throw unauthorized("Token de métricas inválido");
  registerOutboxMetrics();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
});

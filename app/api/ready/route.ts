import { readiness } from "@/lib/services/health";
import { publicRoute } from "@/lib/server/route";

/**
 * Readiness for a load balancer or an orchestrator: 200 when start-up is done and the database
 * answers, 503 otherwise (also while the process stops), always within 2 s.
 */
export const GET = publicRoute(async () => {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ok" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});

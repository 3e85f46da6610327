import { publicRoute } from "@/lib/server/route";

/** Liveness: the process serves requests. No database call, no credential, nothing to leak. */
export const GET = publicRoute(async () =>
  Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }),
);

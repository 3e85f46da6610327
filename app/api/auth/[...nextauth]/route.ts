import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { requestActor } from "@/lib/server/actor";

export const { POST } = handlers;

/**
 * Auth.js's own endpoints, except `/api/auth/session`, which would describe (and extend) any
 * cookie that still decodes: here it answers only for a session whose server-side row lives.
 */
export async function GET(request: NextRequest) {
  if (request.nextUrl.pathname.endsWith("/session")) {
    const actor = await requestActor(request).catch(() => null);
    return Response.json(actor ? { user: { name: actor.fullName, email: actor.email } } : null);
  }
  return handlers.GET(request);
}

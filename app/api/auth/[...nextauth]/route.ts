import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { SESSION_COOKIE } from "@/lib/core/session";
import { deviceCookieOptions } from "@/lib/server/client-address";
import { requestActor } from "@/lib/server/actor";
import { issueDeviceCookie } from "@/lib/services/auth";

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

/** Auth.js's form sign-in also leaves the account's device cookie (as the login screen does). */
export async function POST(request: NextRequest) {
  if (!request.nextUrl.pathname.endsWith("/callback/credentials")) return handlers.POST(request);
  const email = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("email");
  const response = await handlers.POST(request);
  const signedIn = response.headers
    .getSetCookie()
    .some((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}=;`));
  if (signedIn && typeof email === "string") {
    const device = await issueDeviceCookie(email);
    const { path, maxAge, secure } = deviceCookieOptions(
      request.nextUrl.protocol === "https:",
      device.maxAge,
    );
    response.headers.append(
      "set-cookie",
      `${device.name}=${device.value}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`,
    );
  }
  return response;
}
